import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1440, 900], [390, 844]]) for (const path of ['/?l=zh', '/brand/1?l=en']) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://localhost:3402' + path);
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  await page.screenshot({ path: `/tmp/shot-${w}-${path.replace(/\W/g, '_')}.png` });
  await page.close();
}
await browser.close();
