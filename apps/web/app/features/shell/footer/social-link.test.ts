import { describe, expect, it } from 'vitest';
import { socialGlyph } from './social-link.tsx';

describe('socialGlyph', () => {
  it('uses the platform glyph for known names', () => {
    expect(socialGlyph('wechat', 2)).toBe('wechat');
    expect(socialGlyph('youtube', 0)).toBe('youtube');
  });

  it('falls back to instagram, facebook, youtube by position', () => {
    expect(['', 'x', 'linkedin', ''].map((name, i) => socialGlyph(name, i))).toEqual([
      'instagram',
      'facebook',
      'youtube',
      'instagram',
    ]);
  });
});
