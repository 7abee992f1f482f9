import { describe, expect, it } from 'vitest';
import { pickField, pickText } from './pick-text.ts';

describe('pickText', () => {
  it('gives the Chinese text in Chinese', () => {
    expect(pickText('zh', '迈凯伦', 'McLaren')).toBe('迈凯伦');
  });

  it('gives the English text in English', () => {
    expect(pickText('en', '迈凯伦', 'McLaren')).toBe('McLaren');
  });

  it('falls back to the Chinese text when the English one is empty or missing', () => {
    expect(pickText('en', '迈凯伦', '')).toBe('迈凯伦');
    expect(pickText('en', '迈凯伦', '   ')).toBe('迈凯伦');
    expect(pickText('en', '迈凯伦', undefined)).toBe('迈凯伦');
    expect(pickText('en', '迈凯伦', null)).toBe('迈凯伦');
  });

  it('gives an empty string when both are missing', () => {
    expect(pickText('zh', undefined, 'McLaren')).toBe('');
  });
});

describe('pickField', () => {
  const car = {
    id: 1,
    carName: '720S 宽体',
    carNameEn: '720S Widebody',
    brandName: '迈凯伦',
    brandNameEn: '',
  };

  it('reads the field or its En twin', () => {
    expect(pickField('zh', car, 'carName')).toBe('720S 宽体');
    expect(pickField('en', car, 'carName')).toBe('720S Widebody');
    expect(pickField('en', car, 'brandName')).toBe('迈凯伦');
  });
});
