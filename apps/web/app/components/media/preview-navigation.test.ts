import { describe, expect, it } from 'vitest';
import { clampIndex, keyStep, stepIndex } from './preview-navigation.ts';

describe('stepIndex', () => {
  it('moves and wraps at both ends', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it('does nothing with one image or none', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('keyStep', () => {
  it('maps the left and right arrows, and nothing else', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(0);
    expect(keyStep('Enter')).toBe(0);
  });
});

describe('clampIndex', () => {
  it('keeps an index among the images', () => {
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(-2, 3)).toBe(0);
    expect(clampIndex(1, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});
