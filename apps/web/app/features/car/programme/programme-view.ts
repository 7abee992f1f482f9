// Shapes a car's programme for its section on the server (decision 0062): figures formatted in the
// page's language with their units (PS derived from kW), bar lengths, the change the programme
// makes, the price or "price on request", stages with their parts' addresses, and the section's
// words. The browser receives it ready to draw, so the section adds no UI strings to the bundle.
// Null when there is nothing to show: the section is then left out.
import type { CarProgramme, FigurePair, UiLanguage } from '@refit/contract';
import { psFromKw } from '@refit/contract/rules';
import { pickField } from '../../../lib/i18n/pick-text.ts';
import { programme as wordsEn } from '../../../locales/en/programme.ts';
import type { ProgrammeWords } from '../../../locales/en/programme.ts';
import { programme as wordsZh } from '../../../locales/zh/programme.ts';
import { partHref } from '../parts/part-view.ts';

/** One side of a figure: its value with unit, an equivalent beside it (PS), its bar's share. */
export interface FigureSide {
  value: string;
  extra: string;
  /** The bar's length, the larger value of the pair being 1. */
  share: number;
}

export interface FigureView {
  label: string;
  stock: FigureSide;
  tuned: FigureSide;
  /** What the programme changes, signed with its unit ("+74 kW", "−0.2 s", "±0 kW"). */
  change: string;
}

export interface StageView {
  name: string;
  description: string;
  parts: { id: number; name: string; href: string }[];
}

export interface ProgrammeView {
  words: {
    eyebrow: string;
    title: string;
    stock: string;
    tuned: string;
    weightSaved: string;
    weightSavedNote: string;
    priceLabel: string;
    compliance: string;
  };
  figures: FigureView[];
  /** "32 kg"; null when not given. */
  weightSaved: string | null;
  /** The price from ("¥ 168,000" and "起"), or "price on request" as the amount with no suffix. */
  price: { amount: string; suffix: string; onRequest: boolean };
  stages: StageView[];
  note: string;
}

const WORDS: Record<UiLanguage, ProgrammeWords> = { zh: wordsZh, en: wordsEn };

/** The minus sign, not a hyphen, before a figure that goes down. */
const MINUS = '\u2212';

function numberFormat(lang: UiLanguage, decimals: number): (value: number) => string {
  const format = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (value) => format.format(value);
}

interface Unit {
  /** The value with its unit ("478 kW"). */
  unit: (value: string) => string;
  /** Decimals shown (tenths for seconds). */
  decimals: number;
  /** An equivalent shown beside the value (PS beside kW). */
  extra?: (value: number) => string;
}

function figureView(
  lang: UiLanguage,
  label: string,
  pair: FigurePair,
  { unit, decimals, extra }: Unit,
): FigureView {
  const format = numberFormat(lang, decimals);
  const longest = Math.max(pair.stock, pair.tuned);
  const side = (value: number): FigureSide => ({
    value: unit(format(value)),
    extra: extra?.(value) ?? '',
    share: longest > 0 ? Math.round((value / longest) * 1000) / 1000 : 0,
  });
  // Rounded as shown, so that 2.7 → 2.5 reads −0.2 and not −0.20000000000000018.
  const delta = Number((pair.tuned - pair.stock).toFixed(decimals));
  const sign = delta > 0 ? '+' : delta < 0 ? MINUS : '±';
  const change = `${sign}${unit(format(Math.abs(delta)))}`;
  return { label, stock: side(pair.stock), tuned: side(pair.tuned), change };
}

export function programmeViewFrom(
  lang: UiLanguage,
  programme: CarProgramme | undefined,
  car: { id: number; name: string; fullName: string },
): ProgrammeView | null {
  if (!programme) return null;
  const w = WORDS[lang];
  const whole = numberFormat(lang, 0);

  const figures = [
    programme.powerKw &&
      figureView(lang, w.power, programme.powerKw, {
        unit: w.kw,
        decimals: 0,
        extra: (kw) => w.ps(whole(psFromKw(kw))),
      }),
    programme.torqueNm && figureView(lang, w.torque, programme.torqueNm, { unit: w.nm, decimals: 0 }),
    programme.zeroTo100 &&
      figureView(lang, w.zeroTo100, programme.zeroTo100, { unit: w.seconds, decimals: 1 }),
  ].filter((figure) => figure !== null);

  const stages = programme.stages.map((stage) => ({
    name: pickField(lang, stage, 'name'),
    description: pickField(lang, stage, 'description'),
    parts: stage.parts.map((part) => ({
      id: part.id,
      name: pickField(lang, part, 'name'),
      href: partHref(part.id, car),
    })),
  }));

  const note = pickField(lang, programme, 'complianceNote').trim();
  const weightSaved = programme.weightSavedKg === null ? null : w.kg(whole(programme.weightSavedKg));
  const price = programme.priceFromCny;
  // Another backend may send a programme with nothing in it: the section is left out then too.
  if (figures.length + stages.length === 0 && weightSaved === null && note === '' && price === null)
    return null;

  return {
    words: {
      eyebrow: w.eyebrow,
      // "Stock and tuned" only where figures compare them.
      title: figures.length > 0 ? w.title(car.fullName) : w.titleWithoutFigures(car.fullName),
      stock: w.stock,
      tuned: w.tuned,
      weightSaved: w.weightSaved,
      weightSavedNote: w.weightSavedNote,
      priceLabel: w.priceLabel,
      compliance: w.compliance,
    },
    figures,
    weightSaved,
    price:
      price === null
        ? { amount: w.onRequest, suffix: '', onRequest: true }
        : { amount: w.price(whole(price)), suffix: w.priceSuffix, onRequest: false },
    stages,
    note,
  };
}
