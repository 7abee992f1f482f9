// Shapes a wheel's fitment for its page on the server (decision 0066): every size formatted with
// its units in the page's language, the models it fits named with their brand and linked to their
// car pages, the note, and the section's words. The browser receives it ready to draw, so the
// section adds no UI strings to the bundle. Null when there is nothing to show.
import type { UiLanguage, WheelFitment } from '@refit/contract';
import { pickField } from '../../../lib/i18n/pick-text.ts';
import { paths } from '../../../lib/paths.ts';
import { FITMENT_WORDS } from '../../../lib/i18n/fitment-words.ts';

/** The minus sign, not a hyphen, before a negative offset. */
const MINUS = '\u2212';

export interface FitmentView {
  words: {
    eyebrow: string;
    title: string;
    caption: string;
    /** The table's column heads, in the order of each row's cells. */
    columns: string[];
    fitsTitle: string;
    /** What the line under a wheel's name says when it lists models: "Fits 5 models"; null without. */
    fitsSummary: string | null;
    fitsLabel: string;
    unitsNote: string;
  };
  /** Each size's cells: position, diameter, width, offset, bolt pattern, centre bore. */
  rows: string[][];
  cars: { id: number; name: string; href: string }[];
  note: string;
}

function decimal(lang: UiLanguage): (value: number) => string {
  const format = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: 1 });
  return (value) => (value < 0 ? `${MINUS}${format.format(-value)}` : format.format(value));
}

export function fitmentViewFrom(lang: UiLanguage, fitment: WheelFitment | undefined): FitmentView | null {
  if (!fitment) return null;
  const w = FITMENT_WORDS[lang];
  const number = decimal(lang);
  const rows = fitment.sizes.map((size) => [
    w.axles[size.axle],
    w.inches(number(size.diameterIn)),
    w.widthJ(number(size.widthJ)),
    w.offsetEt(number(size.offsetMm)),
    // Makers write the pattern with a multiplication sign (5×112).
    size.boltPattern.replace('x', '×'),
    w.millimetres(number(size.centreBoreMm)),
  ]);
  const cars = fitment.cars.map((car) => {
    const name = [pickField(lang, car, 'brandName'), pickField(lang, car, 'carName')]
      .filter(Boolean)
      .join(' ');
    return { id: car.id, name, href: paths.car(car.id) };
  });
  const note = pickField(lang, fitment, 'note').trim();
  if (rows.length + cars.length === 0 && note === '') return null;
  return {
    words: {
      eyebrow: w.eyebrow,
      title: w.title,
      caption: w.sizesCaption,
      columns: [w.axle, w.diameter, w.width, w.offset, w.boltPattern, w.centreBore],
      fitsTitle: w.fitsTitle(cars.length),
      fitsSummary: cars.length > 0 ? w.fitsTitle(cars.length) : null,
      fitsLabel: w.fitsLabel,
      unitsNote: w.unitsNote,
    },
    rows,
    cars,
    note,
  };
}
