import { chromium } from '@playwright/test';
const base = 'http://localhost:3401';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
for (const vp of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  const page = await browser.newPage({ viewport: vp });
  const errors = []; const css = [];
  page.on('console', (m) => { if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => { if (r.url().endsWith('.css')) css.push(new URL(r.url()).pathname); });
  await page.goto(base + '/');
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  const mark = await page.evaluate(() => performance.getEntriesByName('page-scripts-start').map((m) => [m.detail, Math.round(m.startTime)]));
  const el = await page.evaluate(() => performance.getEntriesByType('element').map((e) => [e.identifier, Math.round(e.renderTime)]));
  await page.screenshot({ path: `/tmp/probe-home-${vp.width}.png` });
  console.log(vp.width, 'mark', JSON.stringify(mark), 'element', JSON.stringify(el), 'css requests', css.length, 'errors', errors);
  // client navigation to a news page and back
  await page.goto(base + '/news');
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  css.length = 0;
  const link = page.getByRole('link', { name: /关于|About/ }).first();
  await link.click();
  await page.waitForURL(/about/);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/probe-about-nav-${vp.width}.png` });
  console.log('after client nav to about: css requests', css, 'errors', errors);
  await page.close();
}
await browser.close();
