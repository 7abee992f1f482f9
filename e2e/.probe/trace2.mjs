import { chromium } from '@playwright/test';
const [origin, path = '/?l=zh'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'] });
await page.goto(origin + path, { waitUntil: 'load' });
await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
await page.waitForTimeout(300);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const rendererMain = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const nav = traceEvents.find((e) => e.name === 'navigationStart')?.ts;
const marks = traceEvents.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'firstPaint'].includes(e.name));
for (const m of marks) console.log(m.name, ((m.ts - nav) / 1000).toFixed(1));
const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 4000 && rendererMain.has(`${e.pid}:${e.tid}`));
for (const t of tasks) {
  const kids = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 1000 && !e.name.includes('::') && e.name !== 'RunTask');
  const summary = {};
  for (const k of kids) summary[k.name] = (summary[k.name] ?? 0) + k.dur / 1000;
  console.log(((t.ts - nav) / 1000).toFixed(1), 'dur', (t.dur / 1000).toFixed(1), JSON.stringify(Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, Math.round(v * 10) / 10]))));
}
