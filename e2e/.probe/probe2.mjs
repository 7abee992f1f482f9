import { chromium } from '@playwright/test';
const base = 'http://localhost:3401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/brand/1', '/car/1', '/news/info/1', '/gallery/1', '/product/info/1', '/about', '/news']) for (const vp of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  const page = await browser.newPage({ viewport: vp });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + path);
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  const r = await page.evaluate(() => new Promise((resolve) => {
    const mark = performance.getEntriesByName('page-scripts-start').map((m) => [m.detail, Math.round(m.startTime)]);
    const lcp = [];
    new PerformanceObserver((l) => lcp.push(...l.getEntries().map((e) => [e.element?.tagName, Math.round(e.startTime)]))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => resolve({ mark, lcp, el: l.getEntries().map((e) => [e.identifier, Math.round(e.renderTime)]) })).observe({ type: 'element', buffered: true });
    setTimeout(() => resolve({ mark, lcp, el: 'none' }), 500);
  }));
  console.log(path, vp.width, JSON.stringify(r), errors.length ? errors : '');
  await page.close();
}
await browser.close();
