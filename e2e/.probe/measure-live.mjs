import { chromium } from '@playwright/test';
const targets = { before: 'http://127.0.0.1:3401', after: 'http://127.0.0.1:3402' };
const paths = (process.env.PATHS ?? '/?l=zh,/brand/1?l=zh,/car/1?l=zh').split(',');
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const results = {};
for (let run = 0; run < runs; run++) {
  for (const path of paths) {
    for (const [name, origin] of Object.entries(targets)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__m = { lcp: 0 };
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver(() => { if (document.documentElement.hasAttribute('data-shell-ready') && !window.__m.live) window.__m.live = performance.now(); })
          .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shell-ready'] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__m.live, null, { timeout: 60000 });
      const m = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const nav = performance.getEntriesByType('navigation')[0];
        const js = performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name));
        return { fcp, lcp: window.__m.lcp, load: nav.loadEventStart, firstJs: Math.min(...js.map((e) => e.startTime)), live: window.__m.live };
      });
      (results[`${path} ${name}`] ??= []).push(m);
      await context.close();
    }
  }
}
await browser.close();
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const [key, list] of Object.entries(results)) {
  const f = (k) => Math.round(med(list.map((m) => m[k])));
  console.log(key.padEnd(22), 'FCP', f('fcp'), 'LCP', f('lcp'), 'load', f('load'), 'first JS', f('firstJs'), 'live', f('live'));
}
