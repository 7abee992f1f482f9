import type { CarProgramme } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { programmeViewFrom } from './programme-view.ts';

const car = { id: 7, name: '911 Turbo S', fullName: '保时捷 911 Turbo S' };

const programme: CarProgramme = {
  powerKw: { stock: 478, tuned: 552 },
  torqueNm: { stock: 800, tuned: 1000 },
  zeroTo100: { stock: 2.7, tuned: 2.5 },
  weightSavedKg: 32,
  priceFromCny: 1_680_000,
  complianceNote: '外观件沿用原厂安装点。',
  complianceNoteEn: '',
  stages: [
    {
      name: 'Stage 1 · 空力套件',
      nameEn: 'Stage 1 · Aero kit',
      description: '干碳空力套件。',
      descriptionEn: 'The dry-carbon aero kit.',
      parts: [{ id: 18, name: '中段直通', nameEn: 'Centre section', productImgFileUrl: 'part/a.svg' }],
    },
  ],
};

describe('the programme section, shaped on the server', () => {
  it('formats the figures with their units, PS from kW, the change and the bars', () => {
    const view = programmeViewFrom('zh', programme, car)!;
    expect(view.figures).toEqual([
      {
        label: '最大功率',
        stock: { value: '478 kW', extra: '650 马力', share: 0.866 },
        tuned: { value: '552 kW', extra: '751 马力', share: 1 },
        change: '+74 kW',
      },
      {
        label: '峰值扭矩',
        stock: { value: '800 N·m', extra: '', share: 0.8 },
        tuned: { value: '1,000 N·m', extra: '', share: 1 },
        change: '+200 N·m',
      },
      {
        label: '0–100 km/h 加速',
        stock: { value: '2.7 秒', extra: '', share: 1 },
        tuned: { value: '2.5 秒', extra: '', share: 0.926 },
        change: '\u22120.2 秒',
      },
    ]);
    expect(view.weightSaved).toBe('32 kg');
    expect(view.words.title).toBe('保时捷 911 Turbo S 原厂与改装对比');
  });

  it('writes the price for the language, or says it is on request', () => {
    expect(programmeViewFrom('zh', programme, car)!.price).toEqual({
      amount: '¥ 1,680,000',
      suffix: '起',
      onRequest: false,
    });
    expect(programmeViewFrom('en', programme, car)!.price).toEqual({
      amount: 'From ¥1,680,000',
      suffix: '',
      onRequest: false,
    });
    expect(programmeViewFrom('zh', { ...programme, priceFromCny: null }, car)!.price).toEqual({
      amount: '价格面议',
      suffix: '',
      onRequest: true,
    });
    expect(programmeViewFrom('en', { ...programme, priceFromCny: null }, car)!.price.amount).toBe(
      'Price on request',
    );
  });

  it('picks the language of stages and note, the Chinese when the English is empty, and links the parts', () => {
    const view = programmeViewFrom('en', programme, car)!;
    expect(view.stages).toEqual([
      {
        name: 'Stage 1 · Aero kit',
        description: 'The dry-carbon aero kit.',
        parts: [
          {
            id: 18,
            name: 'Centre section',
            href: '/product/info/18?from=car&fromPath=%2Fcar%2F7&fromName=911+Turbo+S&carId=7',
          },
        ],
      },
    ]);
    expect(view.note).toBe('外观件沿用原厂安装点。');
    expect(view.figures.map((figure) => figure.change)).toEqual(['+74 kW', '+200 Nm', '\u22120.2 s']);
  });

  it('leaves out what is not given, and the whole section when nothing is', () => {
    const bare: CarProgramme = {
      powerKw: null,
      torqueNm: null,
      zeroTo100: null,
      weightSavedKg: null,
      priceFromCny: null,
      complianceNote: ' ',
      complianceNoteEn: '',
      stages: [],
    };
    expect(programmeViewFrom('zh', undefined, car)).toBeNull();
    expect(programmeViewFrom('zh', bare, car)).toBeNull();
    const priced = programmeViewFrom('zh', { ...bare, priceFromCny: 98_000 }, car)!;
    expect(priced).toMatchObject({ figures: [], weightSaved: null, stages: [], note: '' });
    expect(priced.words.title).toBe('保时捷 911 Turbo S 改装方案');
    expect(
      programmeViewFrom('en', { ...bare, torqueNm: { stock: 800, tuned: 800 } }, car)!.figures[0]?.change,
    ).toBe('±0 Nm');
  });
});
