// The phone's bar under the header names the page's section and its part in full: on a narrow
// screen a long pair wraps onto a second line instead of being cut off.
import { expect, test } from '@playwright/test';

for (const [lang, section, part] of [
  ['en', 'Accessories', 'Exterior accessories'],
  ['zh', '周边', '外观饰件'],
] as const) {
  test(`a long section and part stay whole on a 320-pixel screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/peripherals/8?l=${lang}`);
    const bar = page.getByRole('banner').locator('p').filter({ hasText: part });
    await expect(bar.getByText(section, { exact: true })).toBeVisible();
    await expect(bar.getByText(part, { exact: true })).toBeVisible();
    for (const label of [section, part]) {
      const cut = await bar
        .getByText(label, { exact: true })
        .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut, label).toBe(false);
    }
    const box = await bar.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  });
}
