// Shared by the brand, gallery, news and about browser tests.
import type { Page } from '@playwright/test';

/**
 * Console errors, page errors and React warnings (hydration mismatches among them) seen while a
 * page ran. `expected` lists URL or message parts of failures a test provokes on purpose; partner
 * logos are left out because the partners strip retries a missing logo by design (SPEC section 8).
 */
export function watchConsole(page: Page, expected: readonly string[] = []): string[] {
  const problems: string[] = [];
  const allowed = ['/api/static/partner/', ...expected];
  page.on('console', (message) => {
    const text = message.text();
    const where = message.location().url;
    if (allowed.some((part) => where.includes(part) || text.includes(part))) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${text} ${where}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The visitor's language for a test: Chinese by default, English with ?l=en. */
export function withLanguage(path: string, lang: 'zh' | 'en'): string {
  if (lang === 'zh') return path;
  return `${path}${path.includes('?') ? '&' : '?'}l=en`;
}

/** Opens a page and waits until its scripts have run, so clicks reach the app rather than the bare HTML. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
