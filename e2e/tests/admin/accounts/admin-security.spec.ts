// Owners requiring two-step sign-in for all owners: a dedicated owner turns it on, is then held on
// the account page until they set it up, and turns the requirement off again. While it is on, every
// owner's sign-in is held on the account page, so this runs on a server of its own: the other
// tests, running meanwhile, sign in as owners on the shared one.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { currentStep, totpCode } from '../../../../apps/server/src/modules/admin/auth/totp.ts';
import { OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import { startOwnServer } from '../../site/own-server.ts';
import type { OwnServer } from '../../site/own-server.ts';

const SECURITY_OWNER = {
  email: `security-${Date.now().toString(36)}@example.com`,
  password: 'Granite-Lantern-Orchard-58',
  name: '安全测试所有者',
};

/** Turns the requirement off as `request`'s user, setting up their TOTP first if it holds them back. */
async function restoreSecurity(request: APIRequestContext, origin: string): Promise<void> {
  const headers = { origin };
  const me = (await (await request.get('/api/admin/auth/me')).json()) as {
    result?: { user?: { mustSetUpTotp?: boolean } };
  };
  if (me.result?.user?.mustSetUpTotp) {
    const begun = (await (await request.post('/api/admin/auth/totp/begin', { headers })).json()) as {
      result: { secret: string };
    };
    const confirmed = await request.post('/api/admin/auth/totp/confirm', {
      headers,
      data: { code: totpCode(begun.result.secret, currentStep()) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  const answer = await request.patch('/api/admin/settings/security', {
    headers,
    data: { requireTotpForOwners: false },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

let server: OwnServer | undefined;

test.beforeAll(async () => {
  server = await startOwnServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
});

test.afterAll(() => server?.stop());

test('an owner requires two-step sign-in for owners, is asked to set it up, and turns it off again', async ({
  browser,
}) => {
  const origin = server?.origin ?? '';
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const api = await ownerApi(origin);
  const created = await api.post('/api/admin/users', { data: { ...SECURITY_OWNER, role: 'owner' } });
  expect(created.status(), await created.text()).toBe(200);
  const ownerId = ((await created.json()) as { result: { user: { id: number } } }).result.user.id;
  const problems = watchAdminConsole(page);

  try {
    await signIn(page, SECURITY_OWNER, '/admin/account');
    const security = page.getByRole('region', { name: '安全' });
    const requireTotp = security.getByRole('switch', { name: '要求所有所有者使用两步登录' });
    await expect(requireTotp).not.toBeChecked();
    await expect(security.getByText('您自己尚未设置两步登录')).toBeVisible();

    await requireTotp.click();
    await expect(page.getByRole('status').filter({ hasText: '安全设置已保存' })).toBeVisible();
    // This owner has no TOTP yet: the page now says so and offers only what they may do.
    const notice = page.getByRole('alert').filter({ hasText: '请先设置两步登录' });
    await expect(notice).toBeVisible();
    await expect(security).toHaveCount(0);

    // Any other page brings them back here.
    await page.goto('/admin/enquiries');
    await expect(page).toHaveURL('/admin/account');
    await expect(notice).toBeVisible();

    await page.getByRole('button', { name: '开始设置' }).click();
    const secret = (await page.getByText('密钥:').locator('span').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('验证码').fill(totpCode(secret, currentStep()));
    await page.getByRole('button', { name: '开启', exact: true }).click();
    await expect(page.getByText('两步登录已开启。').first()).toBeVisible();
    await expect(notice).toHaveCount(0);

    // With TOTP on, the settings are theirs again: turn the requirement off.
    await expect(requireTotp).toBeChecked();
    await requireTotp.click();
    await expect(requireTotp).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: '安全设置已保存' }).first()).toBeVisible();
    await page.reload();
    await expect(requireTotp).not.toBeChecked();
    expect(problems).toEqual([]);
  } finally {
    await restoreSecurity(page.request, origin);
    const disabled = await api.patch(`/api/admin/users/${ownerId}`, { data: { disabled: true } });
    expect(disabled.status(), await disabled.text()).toBe(200);
    await api.dispose();
    await context.close();
  }
});
