// Helpers of the administration's browser tests: the accounts they sign in with, signing in
// through the page, and making accounts through the API as the owner would.
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { INTENDED_404 } from '../shell/shell-support.ts';

/** The first owner, made by the server on start-up from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const OWNER = { email: 'owner@example.com', password: 'Velvet-Gearbox-Harbour-42' } as const;
export const SALES = {
  email: 'sales@example.com',
  password: 'Lantern-Copper-Meadow-73',
  name: '李销售',
} as const;

/** The content editor that the content and media tests share (one account, one password). */
export const EDITOR = {
  email: 'editor@example.com',
  password: 'Harbour-Lantern-Velvet-58',
  name: '王编辑',
} as const;

/** An account made through the owner's API, once per run (a second attempt finds it taken: 409). */
async function ensureUser(
  baseURL: string,
  role: 'editor' | 'sales',
  account: { email: string; name: string; password: string },
): Promise<void> {
  const api = await ownerApi(baseURL);
  const answer = await api.post('/api/admin/users', {
    data: { email: account.email, name: account.name, role, password: account.password },
  });
  expect([200, 409], await answer.text()).toContain(answer.status());
  await api.dispose();
}

/** The editor account, made once per run. */
export async function ensureEditorUser(baseURL: string): Promise<void> {
  await ensureUser(baseURL, 'editor', EDITOR);
}

/** An API client signed in as the owner, sending the Origin header a same-site page would. */
export async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const answer = await api.post('/api/admin/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return api;
}

/** The sales account, made once per run. */
export async function ensureSalesUser(baseURL: string): Promise<void> {
  await ensureUser(baseURL, 'sales', SALES);
}

/** Presses "save draft" in an item's editor and waits until it says every change is saved. */
export async function saveDraftInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('所有改动已保存')).toBeVisible();
}

/** Presses "publish" in an item's editor and waits until its publishing panel says published. */
export async function publishInEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(
    page.getByRole('complementary', { name: '发布' }).getByText('已发布', { exact: true }),
  ).toBeVisible();
}

/** Signs in on /admin/login (in Chinese unless told) and waits for the page asked for. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  next = '/admin',
): Promise<void> {
  await page.goto(next === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('邮箱').fill(account.email);
  await page.getByLabel('密码').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(next);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
}

/** axe finds no violation on the page as it now is (`label` names it in a failure). */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

/** Console errors and React warnings seen while the admin ran. */
export function watchAdminConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs the expected 401s: the session check before signing in, a refused password.
    const expected401 = /\/api\/admin\/auth\/(me|login)$/.test(message.location().url);
    if (message.text().startsWith('Failed to load resource') && expected401) return;
    // Admin tests also open or frame public pages, whose footer has the seed's missing logo.
    if (INTENDED_404.test(message.location().url)) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) {
      problems.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The inbox's record of the enquiry a visitor sent: its source in the API, and in the owner's
 * inbox (desktop, Chinese) as a link named by its kind and title.
 */
export async function expectInboxSource(
  browser: Browser,
  baseURL: string,
  visitor: string,
  source: { kind: string; id: number; path: string; title: string },
  linkName: string,
): Promise<void> {
  const owner = await ownerApi(baseURL);
  const answer = await owner.get(`/api/admin/enquiries?q=${encodeURIComponent(visitor)}`);
  const [enquiry] = ((await answer.json()) as { result: { records: { source: unknown }[] } }).result.records;
  expect(enquiry?.source).toEqual(source);
  await owner.dispose();

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems = watchAdminConsole(admin);
  await signIn(admin, OWNER, '/admin/enquiries');
  await admin.getByRole('searchbox', { name: '搜索' }).fill(visitor);
  await admin.getByRole('button', { name: '筛选', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: visitor });
  await expect(row.getByRole('link', { name: linkName })).toHaveAttribute('href', source.path);
  await admin.close();
  expect(problems).toEqual([]);
}
