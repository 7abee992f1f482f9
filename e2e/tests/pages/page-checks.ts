// What the page specs do the same way: axe on the page, a screenshot kept with the report, and
// requests held back to see what a page shows while it waits.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

/** axe finds no violation on the page as it now is, or inside `include` (a selector) when given. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (include === undefined ? axe : axe.include(include)).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A screenshot of `target` (animations stopped) saved as `file` and attached to the report as `name`. */
export async function attachScreenshot(
  testInfo: TestInfo,
  target: Page | Locator,
  file: string,
  name: string,
): Promise<void> {
  const path = testInfo.outputPath(file);
  await target.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Holds the page's requests to `url` (a glob) until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
