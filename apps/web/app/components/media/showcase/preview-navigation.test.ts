import { describe, expect, it } from 'vitest';
import { clampIndex, keyStep, outsideContainedPicture, stepIndex } from './preview-navigation.ts';

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

describe('outsideContainedPicture', () => {
  // A 1600 x 900 picture letterboxed in a 1000 x 1000 stage: drawn 1000 x 562.5, from y 218.75.
  const box = { left: 0, top: 0, width: 1000, height: 1000 };
  const natural = { width: 1600, height: 900 };

  it('counts the bands above and below the picture as outside', () => {
    expect(outsideContainedPicture(box, natural, 500, 100)).toBe(true);
    expect(outsideContainedPicture(box, natural, 500, 900)).toBe(true);
  });

  it('counts the picture itself as inside', () => {
    expect(outsideContainedPicture(box, natural, 500, 500)).toBe(false);
    expect(outsideContainedPicture(box, natural, 5, 300)).toBe(false);
  });

  it('counts the side bands of a tall picture as outside', () => {
    const tall = { width: 900, height: 1600 };
    expect(outsideContainedPicture(box, tall, 100, 500)).toBe(true);
    expect(outsideContainedPicture(box, tall, 500, 500)).toBe(false);
  });

  it('treats every click as on the picture while its size is unknown', () => {
    expect(outsideContainedPicture(box, { width: 0, height: 0 }, 1, 1)).toBe(false);
  });
});
