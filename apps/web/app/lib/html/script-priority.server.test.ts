import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, lowerModulePreloadsStream } from './script-priority.server.ts';

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body>汽车 &lt;link rel="modulepreload"</body>';
const lowered = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function streamed(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks).pipe(lowerModulePreloadsStream()))
    parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe('module preloads at low priority', () => {
  it('marks every module preload and leaves the rest of the page as it was', () => {
    expect(lowerModulePreloads(page)).toBe(lowered);
    expect(lowerModulePreloads(page)).toContain('<link rel="stylesheet" href="/s.css"/>');
    // Escaped text that reads like the tag is not a tag.
    expect(lowerModulePreloads(page)).toContain('&lt;link rel="modulepreload"</body>');
  });

  it('gives the same bytes when a stream cuts the page at any byte, inside tags and characters', async () => {
    const bytes = Buffer.from(page, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(lowered);
    }
    const singles = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await streamed(singles)).toBe(lowered);
  });
});
