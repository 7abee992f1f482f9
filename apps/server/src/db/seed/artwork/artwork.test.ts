// Checks the generated artwork is well-formed and complete, and that the PDF
// builder writes a structurally valid file.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDemoPhotoCacheDir } from '../photos/photo-cache-dir.ts';
import { artworkPlan, buildPdf, carIcon, carImage, isPhotograph, writeArtwork } from './index.ts';

/** Tag-stack balance check: every opened element is closed in order. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  const tags = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g);
  for (const m of tags) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

function checkSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toMatch(/viewBox="[-\d.]+ [-\d.]+ [\d.]+ [\d.]+"/);
  expect(svg).not.toMatch(/NaN|undefined|\[object/);
  // Every url(#id) reference must point at an id defined in the same document.
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) expect(ids.has(m[1] ?? m[2])).toBe(true);
  expect(isBalanced(svg)).toBe(true);
  expect(Buffer.byteLength(svg)).toBeLessThan(40 * 1024);
}

describe('artwork generators', () => {
  it('the balance check itself rejects broken markup', () => {
    expect(isBalanced('<svg><g><rect/></g></svg>')).toBe(true);
    expect(isBalanced('<svg><g></svg>')).toBe(false);
  });

  it('every planned asset is well-formed, small SVG', () => {
    const plan = artworkPlan();
    expect(plan.length).toBeGreaterThan(300);
    expect(new Set(plan.map(([rel]) => rel)).size).toBe(plan.length);
    for (const [, make] of plan) checkSvg(make());
  });

  it('names files the way the seed expects: photographs JPEG, icons SVG', () => {
    expect(carImage('mclaren', 1)).toBe('car/mclaren-1.jpg');
    expect(carIcon('mclaren', 1)).toBe('car/mclaren-1-icon.svg');
    expect(isPhotograph(carImage('mclaren', 1))).toBe(true);
    expect(isPhotograph(carIcon('mclaren', 1))).toBe(false);
  });
});

describe('writeArtwork', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes every expected file, and can run twice', async () => {
    dir = await mkdtemp(join(tmpdir(), 'artwork-'));
    // The machine's cache, as the seed uses it (made once; the test suites' set-up fills it).
    const photos = { cacheDir: defaultDemoPhotoCacheDir() };
    await writeArtwork(dir, photos);
    await writeArtwork(dir, photos);
    const expected = [
      'brand/mclaren.svg',
      'brand/audi-slide-3.jpg',
      'car/bmw-3.jpg',
      'car/ferrari-2-icon.svg',
      'config/porsche-1-3.jpg',
      'gallery/bentley-2-4.jpg',
      'part/wheel-forged-2pc.jpg',
      'part/key-case.jpg',
      'news/news-10.jpg',
      'banner/home-3.jpg',
      'partner/partner-8.svg',
      'menu/brands.svg',
      'type/aero-wing.svg',
      'logo/logo.svg',
      'logo/logo-mark.svg',
      'social/douyin.svg',
      'placeholder/car.svg',
      'placeholder/image.svg',
    ];
    for (const rel of expected) expect((await stat(join(dir, rel))).size).toBeGreaterThan(200);
    for (const [rel] of artworkPlan()) expect((await stat(join(dir, rel))).isFile()).toBe(true);
    // JPEG's start-of-image marker.
    expect((await readFile(join(dir, 'car/bmw-3.jpg'))).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect((await readdir(join(dir, 'car'))).length).toBe(48);
    expect((await readdir(join(dir, 'gallery'))).length).toBe(96);
  });
});

describe('buildPdf', () => {
  const pdf = buildPdf('Front lip (carbon) \\ spec', [
    'Material: pre-preg carbon',
    'Fitment: 2024+',
    'x'.repeat(200),
  ]);
  const text = pdf.toString('latin1');

  it('has the PDF 1.4 header and the EOF marker', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has xref offsets that point at each "n 0 obj"', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) (\d{5}) ([nf]) $/gm)];
    const used = entries.filter((e) => e[3] === 'n');
    expect(used.length).toBe(6);
    used.forEach((e, i) => {
      const off = Number(e[1]);
      expect(text.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toMatch(new RegExp(`/Size ${entries.length} `));
  });

  it('declares the exact stream length', () => {
    const m = /\/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(text);
    expect(Number(m?.[1])).toBe(Buffer.byteLength(m?.[2] ?? '', 'latin1'));
  });
});
