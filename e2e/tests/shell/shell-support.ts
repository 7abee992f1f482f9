// Helpers of the shell's browser tests.
import type { Page } from '@playwright/test';

/** The seed's partner 8 icon is missing on purpose (the footer falls back from it). */
export const INTENDED_404 = /\/api\/static\/partner\/partner-8\.jpe?g/;

/** Console errors and React warnings (hydration mismatches among them) seen while a page ran. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (INTENDED_404.test(message.location().url)) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits until the page's scripts are running (the shell marks <html> then). */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until it is hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilLive(page);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) <= 976;
}

export const header = (page: Page) => page.getByRole('banner');
export const desktopNav = (page: Page, label = '主导航') =>
  header(page).getByRole('navigation', { name: label });
export const drawer = (page: Page, label = '网站菜单') => page.getByRole('navigation', { name: label });
export const sidebar = (page: Page, label = '品牌') => page.getByRole('complementary', { name: label });
export const footer = (page: Page) => page.getByRole('contentinfo');
