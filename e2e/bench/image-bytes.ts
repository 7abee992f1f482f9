// Bytes of images a visitor's browser loads on a page, at a phone and a desktop width: what the
// first view loads, and the total once the page has been scrolled to its end (lazy images too).
// Usage: node e2e/bench/image-bytes.ts http://127.0.0.1:3430 [/ /car/1 ...]
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3430';
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/car/1'];
const widths = [
  [390, 844],
  [1440, 900],
] as const;

const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function scrollToEnd(page: Page) {
  let last = -1;
  for (let step = 0; step < 60; step += 1) {
    const y = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY;
    });
    if (y === last) break;
    last = y;
    await page.waitForLoadState('networkidle');
  }
}

console.log('page\twidth\tfirst view (KB, images)\tscrolled to end (KB, images)\tformats');
for (const path of paths) {
  for (const [width, height] of widths) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const loaded: { url: string; bytes: number; type: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      // Bytes as they crossed the network (compressed where the server compressed them).
      try {
        const sizes = await response.request().sizes();
        loaded.push({
          url: response.url(),
          bytes: sizes.responseBodySize,
          type: response.headers()['content-type'] ?? '',
        });
      } catch {
        // The page moved on before the request finished: nothing of it was counted by the page.
      }
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const first = [...loaded];
    await scrollToEnd(page);
    await page.waitForLoadState('networkidle');
    const sum = (list: typeof loaded) =>
      (list.reduce((total, item) => total + item.bytes, 0) / 1024).toFixed(1);
    const formats = [...new Set(loaded.map((item) => item.type.replace('image/', '')))].join(',');
    console.log(
      `${path}\t${width}\t${sum(first)} (${first.length})\t${sum(loaded)} (${loaded.length})\t${formats}`,
    );
    await context.close();
  }
}
await browser.close();
