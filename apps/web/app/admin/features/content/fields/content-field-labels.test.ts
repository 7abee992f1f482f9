import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en.ts';
import { zh } from '../../../locales/zh.ts';
import { contentFieldLabel } from './content-field-labels.ts';

describe('contentFieldLabel', () => {
  it('names a field as the form labels it, each side of a translated pair by its language', () => {
    expect(contentFieldLabel('partners', 'partnersName', zh)).toBe('名称 · 中文');
    expect(contentFieldLabel('partners', 'partnersNameEn', en)).toBe('Name · English');
    expect(contentFieldLabel('partners', 'partnersLink', zh)).toBe('网址');
  });

  it('knows dotted paths of the settings and leaves unknown paths to the caller', () => {
    expect(contentFieldLabel('settings', 'keywords.en', zh)).toMatch(/ · English$/);
    expect(contentFieldLabel('partners', 'nothingLikeIt', zh)).toBeUndefined();
  });
});
