// The Baidu push in the site settings, on a server of its own that sends to a stand-in Baidu: an
// owner turns it on, the token is hidden once saved, a published page reaches "Baidu" in both
// languages and the status beside the settings shows it; an editor sees the fields locked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import { startOwnServer } from '../../site/own-server.ts';
import type { OwnServer } from '../../site/own-server.ts';

const PUSH_EDITOR = {
  email: 'push-editor@example.com',
  password: 'Copper-Orchard-Lantern-64',
  name: '推送编辑',
};

let server: OwnServer | undefined;
let baidu: http.Server | undefined;
const received: { site: string | null; token: string | null; lines: string[] }[] = [];

test.beforeAll(async () => {
  baidu = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const address = new URL(request.url ?? '/', 'http://baidu');
      const lines = body.split('\n').filter((line) => line !== '');
      received.push({
        site: address.searchParams.get('site'),
        token: address.searchParams.get('token'),
        lines,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: lines.length, remain: 2998, not_same_site: [], not_valid: [] }));
    });
  });
  await new Promise<void>((resolve) => baidu?.listen(0, '127.0.0.1', resolve));
  const port = (baidu.address() as AddressInfo).port;
  server = await startOwnServer({
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    BAIDU_PUSH_ENDPOINT: `http://127.0.0.1:${port}`,
    BAIDU_PUSH_INTERVAL_MS: '1000',
  });
});

test.afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => baidu?.close(resolve));
});

test('an owner turns the Baidu push on and sees published pages submitted', async ({ browser }) => {
  const origin = server?.origin ?? '';
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, '/admin/content/settings/1');

  const status = page.getByRole('region', { name: '百度推送状态' });
  await expect(status.getByText('未开启')).toBeVisible();
  const push = page.getByRole('region', { name: '百度推送', exact: true });
  await push.getByRole('switch', { name: '发布后推送到百度' }).check();
  await push.getByLabel('站点').fill('www.example.cn');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(push.getByText('请填写 http(s) 站点地址，如 https://www.example.cn')).toBeVisible();
  await push.getByLabel('站点').fill('https://www.example.cn');
  await push.getByLabel('准入密钥（token）').fill('AbCd1234EfGh5678');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' }).first()).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(status.getByText('已开启')).toBeVisible();
  await expect(status.getByText('https://www.example.cn')).toBeVisible();

  // Once saved, the token never comes back to the page.
  await page.reload();
  await expect(push.getByLabel('准入密钥（token）')).toHaveValue('********');
  await expect(push.getByLabel('站点')).toHaveValue('https://www.example.cn');

  // A news story published: both its addresses reach Baidu, with the site and token.
  const api = await ownerApi(origin);
  const list = (await (await api.get('/api/admin/content/news?pageNo=1&pageSize=1')).json()) as {
    result: { records: { id: number }[] };
  };
  const id = list.result.records[0]?.id ?? 0;
  const item = (await (await api.get(`/api/admin/content/news/${id}`)).json()) as {
    result: { version: number; document: Record<string, unknown> };
  };
  const saved = await api.put(`/api/admin/content/news/${id}`, {
    data: { version: item.result.version, document: { ...item.result.document, summary: '推送测试' } },
  });
  const version = ((await saved.json()) as { result: { version: number } }).result.version;
  expect((await api.post(`/api/admin/content/news/${id}/publish`, { data: { version } })).status()).toBe(200);
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
  expect(received[0]).toEqual({
    site: 'https://www.example.cn',
    token: 'AbCd1234EfGh5678',
    lines: [`https://www.example.cn/news/info/${id}?l=en`, `https://www.example.cn/news/info/${id}?l=zh`],
  });

  await status.getByRole('button', { name: '刷新' }).click();
  await expect(status.getByText('2 条中 2 条被接收 · 今日剩余 2998 条')).toBeVisible();

  // The same in English.
  await page.goto('/admin/content/settings/1?l=en');
  const statusEn = page.getByRole('region', { name: 'Baidu push status' });
  await expect(statusEn.getByText('2 of 2 accepted · 2998 left today')).toBeVisible();
  await expect(statusEn.getByText('On', { exact: true })).toBeVisible();
  await page.goto('/admin/content/settings/1?l=zh');

  // An editor sees the push locked.
  const created = await api.post('/api/admin/users', { data: { ...PUSH_EDITOR, role: 'editor' } });
  expect(created.status(), await created.text()).toBe(200);
  await api.dispose();
  const editorContext = await browser.newContext({ baseURL: origin });
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, PUSH_EDITOR, '/admin/content/settings/1');
  const locked = editorPage.getByRole('region', { name: '百度推送', exact: true });
  await expect(locked.getByRole('switch', { name: '发布后推送到百度' })).toBeDisabled();
  await expect(locked.getByLabel('站点')).toHaveAttribute('readonly', '');
  await expect(locked.getByText('仅所有者可以修改。').first()).toBeVisible();
  await expect(editorPage.getByRole('region', { name: '百度推送状态' }).getByText('已开启')).toBeVisible();

  await editorContext.close();
  await context.close();
  // Chromium logs the refused save of the bad site address (400): that one was meant.
  const refusedSave = /status of 400 .*\/api\/admin\/content\/settings\/1$/;
  expect(problems.filter((problem) => !refusedSave.test(problem))).toEqual([]);
});
