import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, metaDescription } from './meta-description.ts';

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('  Five tuned cars\n on  one stand. ')).toBe('Five tuned cars on one stand.');
  });

  it("cuts English at a word's end", () => {
    const text = `${'carbon '.repeat(30)}widebody`;
    const short = metaDescription(text);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(short).toMatch(/ carbon…$/);
  });

  it('cuts Chinese where it reaches the length, without a dangling comma', () => {
    const short = metaDescription('碳纤维宽体套件，'.repeat(40));
    expect(Array.from(short)).toHaveLength(DESCRIPTION_LENGTH);
    expect(short.endsWith('…')).toBe(true);
    expect(metaDescription('碳纤维，'.repeat(10), 9)).toBe('碳纤维，碳纤维…');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const short = metaDescription('𠮷'.repeat(200), 10);
    expect(short).toBe(`${'𠮷'.repeat(9)}…`);
  });
});
