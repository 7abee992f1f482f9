// The footer's filing numbers (common data "site_info"): the ICP number linked to its register,
// the public-security number with its emblem linked to its entry, in both languages, and an
// edit of the site settings reaching the footer.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownerApi } from '../admin/admin-support.ts';
import { footer, open, watchConsole } from './shell-support.ts';

const ICP = '沪ICP备20070001号-1';
const PSB = '沪公网安备 31010402000001号';
const MIIT = 'https://beian.miit.gov.cn/';
const MPS = 'https://beian.mps.gov.cn/#/query/webSearch?code=';

async function filings(page: Page, path: string, label: string) {
  await open(page, path);
  const list = footer(page).getByRole('list', { name: label });
  await list.scrollIntoViewIfNeeded();
  return list;
}

async function expectLink(list: ReturnType<Page['locator']>, name: string, href: string) {
  const link = list.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  return link;
}

for (const [path, label] of [
  ['/', '网站备案'],
  ['/news?l=en', 'Website filing'],
] as const) {
  test(`the footer links both filing numbers (${label})`, { tag: '@phone' }, async ({ page }) => {
    const problems = watchConsole(page);
    const list = await filings(page, path, label);
    await expectLink(list, ICP, MIIT);
    const psb = await expectLink(list, PSB, `${MPS}31010402000001`);
    // The emblem is drawn inline: no picture is fetched for it.
    const emblem = psb.locator('svg');
    await expect(emblem).toBeVisible();
    await expect(emblem).toHaveAttribute('aria-hidden', 'true');
    await expect(psb.locator('img')).toHaveCount(0);
    // The copyright no longer carries a number of its own.
    await expect(footer(page).getByText(/ICP备x|ICP filing x/)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

interface Settings {
  version: number;
  document: Record<string, unknown>;
}

async function readSettings(owner: APIRequestContext): Promise<Settings> {
  const answer = await owner.get('/api/admin/content/settings/1');
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: Settings }).result;
}

/** Saves the numbers as a draft and publishes it, as the settings page does. */
async function publishNumbers(owner: APIRequestContext, icpNumber: string, psbNumber: string) {
  const current = await readSettings(owner);
  const put = await owner.put('/api/admin/content/settings/1', {
    data: { version: current.version, document: { ...current.document, icpNumber, psbNumber } },
  });
  expect(put.status(), await put.text()).toBe(200);
  const saved = await readSettings(owner);
  const publish = await owner.post('/api/admin/content/settings/1/publish', {
    data: { version: saved.version },
  });
  expect(publish.status(), await publish.text()).toBe(200);
}

test('numbers edited in the site settings reach the footer, an empty one is left out', async ({
  page,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  try {
    await publishNumbers(owner, '京ICP备10000002号', '京公网安备 11010502000003号');
    let list = await filings(page, '/?l=zh', '网站备案');
    await expectLink(list, '京ICP备10000002号', MIIT);
    await expectLink(list, '京公网安备 11010502000003号', `${MPS}11010502000003`);
    await expect(list.getByRole('link', { name: ICP })).toHaveCount(0);

    await publishNumbers(owner, '京ICP备10000002号', '');
    list = await filings(page, '/news?l=en', 'Website filing');
    await expectLink(list, '京ICP备10000002号', MIIT);
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.locator('svg')).toHaveCount(0);

    await publishNumbers(owner, '', '');
    await open(page, '/?l=zh');
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByText(/^© 2007-2026 锐界改装 版权所有$/)).toBeVisible();
    await expect(footer(page).getByRole('list', { name: '网站备案' })).toHaveCount(0);
    await expect(footer(page).getByText(/ICP|公网安备/)).toHaveCount(0);
  } finally {
    // Back to the seed's numbers, for the other tests of the site.
    await publishNumbers(owner, ICP, PSB);
    await owner.dispose();
  }
});
