// A car's programme as the admin saves it and the car detail answers it: figures in range and in
// pairs, stages with their parts, and the public record unchanged for a car without one.
import { describe, expect, it } from 'vitest';
import { carDetailSchema } from '../../entities.ts';
import { psFromKw } from '../../rules/programme.ts';
import { carDocumentSchema } from './cars.ts';

const base = { brandId: 1, carName: '911 Turbo S' };

const issuesOf = (document: Record<string, unknown>) => {
  const result = carDocumentSchema.safeParse({ ...base, ...document });
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the programme of a car document', () => {
  it('is empty by default: no figure, no price, no note, no stage', () => {
    expect(carDocumentSchema.parse(base)).toMatchObject({
      stockPowerKw: null,
      tunedPowerKw: null,
      stockZeroTo100: null,
      weightSavedKg: null,
      priceFromCny: null,
      complianceNote: '',
      complianceNoteEn: '',
      stages: [],
    });
  });

  it('keeps figures in their ranges, tenths of a second for 0–100 km/h', () => {
    const document = {
      stockPowerKw: 478,
      tunedPowerKw: 552,
      stockTorqueNm: 800,
      tunedTorqueNm: 920,
      stockZeroTo100: 2.7,
      tunedZeroTo100: 2.5,
      weightSavedKg: 32,
      priceFromCny: 168_000,
    };
    expect(carDocumentSchema.parse({ ...base, ...document })).toMatchObject(document);
    expect(issuesOf({ stockPowerKw: 0, tunedPowerKw: 2001 })).toEqual([
      ['stockPowerKw', 'must be from 1 to 2000'],
      ['tunedPowerKw', 'must be from 1 to 2000'],
    ]);
    expect(issuesOf({ stockZeroTo100: 2.75, tunedZeroTo100: 2.5 })).toEqual([
      ['stockZeroTo100', 'must have at most one decimal'],
    ]);
    expect(issuesOf({ stockTorqueNm: 800.5, tunedTorqueNm: '900' })).toEqual([
      ['stockTorqueNm', 'must be a whole number'],
      ['tunedTorqueNm', 'must be a number'],
    ]);
    expect(issuesOf({ priceFromCny: -1 })).toEqual([['priceFromCny', 'must be from 1 to 100000000']]);
  });

  it('takes a stock figure only with its tuned one, and the other way round', () => {
    expect(issuesOf({ stockPowerKw: 478 })).toEqual([['tunedPowerKw', 'is required with the stock figure']]);
    expect(issuesOf({ tunedZeroTo100: 2.5 })).toEqual([
      ['stockZeroTo100', 'is required with the tuned figure'],
    ]);
    // The weight saved and the price stand alone.
    expect(issuesOf({ weightSavedKg: 20, priceFromCny: 98_000 })).toEqual([]);
  });

  it('names each stage, bounds its texts and lists a product once per stage', () => {
    const stage = { name: 'Stage 1 · 空力套件', nameEn: 'Stage 1 · Aero kit', parts: [{ productId: 7 }] };
    expect(carDocumentSchema.parse({ ...base, stages: [stage] }).stages).toEqual([
      { ...stage, description: '', descriptionEn: '' },
    ]);
    expect(
      issuesOf({
        stages: [
          { name: '', description: 'x'.repeat(501) },
          { name: 'Stage 2', parts: [{ productId: 7 }, { productId: 0 }], extra: 1 },
        ],
      }),
    ).toEqual([
      ['stages.0.name', 'is required'],
      ['stages.0.description', 'must be at most 500 characters'],
      ['stages.1.parts.1.productId', 'must be an id'],
      ['stages.1', 'unknown field'],
    ]);
    expect(issuesOf({ stages: [{ name: 'Stage 2', parts: [{ productId: 7 }, { productId: 7 }] }] })).toEqual([
      ['stages.0.parts.1.productId', 'is listed twice'],
    ]);
    expect(issuesOf({ stages: Array.from({ length: 11 }, () => ({ name: 'Stage' })) })).toEqual([
      ['stages', 'must have at most 10 items'],
    ]);
  });
});

describe('the car detail with a programme', () => {
  const detail = {
    id: 7,
    brandId: 3,
    carName: '911 Turbo S',
    carNameEn: '911 Turbo S',
    brandName: '保时捷',
    brandNameEn: 'Porsche',
    carImgUrl: 'car/porsche-1.jpg',
    carTitles: '',
    carTitlesEn: '',
    carContents: '',
    carContentsEn: '',
    keyword: '',
    keywordEn: '',
    isVideo: '0',
    videoUrl: '',
    galleryList: [],
    productInfoList: [],
  };

  it('keeps the shape of SPEC section 7 when a backend sends none', () => {
    expect(carDetailSchema.parse(detail)).toEqual(detail);
  });

  it('reads the programme when it is there, figures in pairs or null', () => {
    const programme = {
      powerKw: { stock: 478, tuned: 552 },
      torqueNm: null,
      zeroTo100: { stock: 2.7, tuned: 2.5 },
      weightSavedKg: null,
      priceFromCny: null,
      complianceNote: '',
      complianceNoteEn: '',
      stages: [
        {
          name: 'Stage 1',
          nameEn: 'Stage 1',
          description: '',
          descriptionEn: '',
          parts: [{ id: 18, name: '中段直通', nameEn: 'Centre section', productImgFileUrl: 'part/a.svg' }],
        },
      ],
    };
    expect(carDetailSchema.parse({ ...detail, programme }).programme).toEqual(programme);
    expect(
      carDetailSchema.safeParse({ ...detail, programme: { ...programme, powerKw: { stock: 478 } } }).success,
    ).toBe(false);
  });
});

describe('metric horsepower', () => {
  it('is derived from kilowatts as makers round it', () => {
    expect(psFromKw(478)).toBe(650);
    expect(psFromKw(441)).toBe(600);
    expect(psFromKw(375)).toBe(510);
    expect(psFromKw(735.49875)).toBe(1000);
  });
});
