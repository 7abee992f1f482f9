// The demo artwork must look like a catalogue, not one picture recoloured: each body style
// has its own outline, each model the right style, each part kind and material its own shot,
// and every file comes out byte for byte the same on every run.
import { describe, expect, it } from 'vitest';
import { PART_PICTURES, products } from '../catalogue.ts';
import { carSources } from '../cars.ts';
import { bodyOutline, BODY_KINDS, SHAPES } from './car-shape.ts';
import { carLook, carRender } from './car-render.ts';
import { artworkPlan } from './index.ts';
import { newsCover } from './news.ts';
import { partPictureSvg } from './part.ts';
import { partPicture, partPictureFile } from './part-spec.ts';

describe('car outlines', () => {
  it('gives every body style its own outline and proportions', () => {
    const outlines = BODY_KINDS.map((k) => bodyOutline(SHAPES[k]));
    expect(new Set(outlines).size).toBe(BODY_KINDS.length);
    expect(SHAPES.suv.height).toBeGreaterThan(SHAPES.saloon.height);
    expect(SHAPES.offroad.height).toBeGreaterThan(SHAPES.suv.height);
    expect(SHAPES.supercar.height).toBeLessThan(SHAPES.gt.height);
  });

  it('draws each seeded model with its body style', () => {
    const kind = (slug: string, n: number) => carLook(slug, n).shape.kind;
    const byName = new Map(carSources.map((c) => [c.nameEn, kind(c.slug, c.n)]));
    expect(byName.get('Artura')).toBe('supercar');
    expect(byName.get('Urus')).toBe('suv');
    expect(byName.get('AMG G 63')).toBe('offroad');
    expect(byName.get('S-Class')).toBe('saloon');
    expect(byName.get('RS 6 Avant')).toBe('estate');
    expect(byName.get('Continental GT')).toBe('gt');
    expect(new Set(byName.values()).size).toBe(BODY_KINDS.length);
    expect(carRender('mclaren', 3)).not.toBe(carRender('mercedes', 1));
  });
});

describe('part pictures', () => {
  it('tells kinds, materials and wheel designs apart', () => {
    const lip = partPicture('front-lip', 'Dry-carbon front lip', 'Dry carbon / 2×2 twill / gloss clear');
    const canards = partPicture(
      'front-lip',
      'Front canards (set of 4)',
      'Dry carbon / 1×1 plain weave / matt clear',
    );
    const forged = partPicture(
      'side-skirt',
      'Running-board trims',
      'Forged carbon / marble pattern / gloss clear',
    );
    // Vents in the rear bumper are not the side vents a mid-engined car breathes through.
    const rearVents = partPicture('rear-diffuser', 'Rear bumper side vents (pair)', 'matt clear');
    expect(rearVents.subject).toBe('rear-vents');
    expect(partPicture('side-skirt', 'Side vent trims (pair)', '').subject).toBe('side-vent');
    expect(partPictureFile(lip)).toBe('part/front-lip.jpg');
    expect(canards).toMatchObject({ subject: 'canards', material: 'plain-matt' });
    expect(forged.material).toBe('forged');
    const pictures = [lip, canards, forged].map(partPictureSvg);
    expect(new Set(pictures).size).toBe(3);
    // The wheel lines show several designs; one car's front and rear wheels match.
    const lines = ['Blade', 'Orbit', 'Gale', 'Vault', 'Circuit', 'Lumen', 'Basalt', 'Aurora'];
    const designs = lines.map((l, i) =>
      partPicture('wheel-forged-1pc', `RJ-M0${i + 1} ${l} monoblock forged wheel`, ''),
    );
    expect(new Set(designs.map((d) => d.design)).size).toBe(lines.length);
    expect(new Set(designs.map(partPictureSvg)).size).toBe(new Set(designs.map((d) => d.design)).size);
    expect(partPicture('wheel-forged-1pc', '720S Monoblock forged wheels (front)', '').design).toBe(
      partPicture('wheel-forged-1pc', '720S Monoblock forged wheels (rear)', '').design,
    );
  });

  it('spreads the seeded products over many pictures, none of them unwritten', () => {
    const files = new Set(products.map((p) => p.productImgFileUrl));
    expect(files.size).toBeGreaterThan(40);
    const planned = new Set(artworkPlan().map(([rel]) => rel));
    for (const file of files) expect(planned.has(file)).toBe(true);
    expect(PART_PICTURES.size).toBe(files.size);
    // No single picture stands for more than a sixth of the catalogue.
    const counts = new Map<string, number>();
    for (const p of products) counts.set(p.productImgFileUrl, (counts.get(p.productImgFileUrl) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThan(products.length / 6);
  });
});

describe('news covers and determinism', () => {
  it('draws a different cover for every story', () => {
    const covers = Array.from({ length: 12 }, (_, i) => newsCover(i + 1));
    expect(new Set(covers).size).toBe(12);
  });

  it('produces the same bytes on every run', () => {
    const first = artworkPlan().map(([rel, make]) => [rel, make()]);
    const second = artworkPlan().map(([rel, make]) => [rel, make()]);
    expect(second).toEqual(first);
  });
});
