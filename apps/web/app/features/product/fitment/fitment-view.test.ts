import type { WheelFitment } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { fitmentViewFrom } from './fitment-view.ts';

const FITMENT: WheelFitment = {
  sizes: [
    { axle: 'front', diameterIn: 20, widthJ: 9.5, offsetMm: 51, boltPattern: '5x130', centreBoreMm: 71.6 },
    { axle: 'both', diameterIn: 18.5, widthJ: 8, offsetMm: -12, boltPattern: '5x114.3', centreBoreMm: 67.1 },
  ],
  cars: [
    {
      id: 7,
      brandId: 3,
      carName: '911 Turbo S',
      carNameEn: '911 Turbo S',
      brandName: '保时捷',
      brandNameEn: 'Porsche',
    },
    { id: 9, brandId: 3, carName: '卡宴', carNameEn: '', brandName: '保时捷', brandNameEn: 'Porsche' },
  ],
  note: '需加长螺栓。',
  noteEn: '',
};

describe('a wheel’s fitment as its page shows it', () => {
  it('writes every size with its units, in English', () => {
    const view = fitmentViewFrom('en', FITMENT)!;
    expect(view.rows).toEqual([
      ['Front', '20″', '9.5J', 'ET 51', '5×130', '71.6 mm'],
      ['Front and rear', '18.5″', '8J', 'ET −12', '5×114.3', '67.1 mm'],
    ]);
    expect(view.words.columns).toEqual([
      'Position',
      'Diameter',
      'Width',
      'Offset',
      'Bolt pattern',
      'Centre bore',
    ]);
    // A name the editors left untranslated is shown in Chinese rather than not at all.
    expect(view.cars).toEqual([
      { id: 7, name: 'Porsche 911 Turbo S', href: '/car/7' },
      { id: 9, name: 'Porsche 卡宴', href: '/car/9' },
    ]);
    expect(view.note).toBe('需加长螺栓。');
    expect(view.words.fitsSummary).toBe('Fits 2 models');
  });

  it('writes them in Chinese with Chinese units', () => {
    const view = fitmentViewFrom('zh', FITMENT)!;
    expect(view.rows[0]).toEqual(['前轮', '20 英寸', '9.5J', 'ET 51', '5×130', '71.6 毫米']);
    expect(view.cars[0]?.name).toBe('保时捷 911 Turbo S');
    expect(view.words.fitsTitle).toBe('适配 2 款车型');
  });

  it('is null without fitment or with nothing in it', () => {
    expect(fitmentViewFrom('en', undefined)).toBeNull();
    expect(fitmentViewFrom('en', { sizes: [], cars: [], note: ' ', noteEn: '' })).toBeNull();
  });
});
