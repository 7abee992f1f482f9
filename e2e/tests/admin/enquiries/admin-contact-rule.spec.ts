// The contact rule end to end (decision 0054): an owner lets the booking form take any one of
// phone, WeChat ID and e-mail; a visitor reading the site in English leaves only a WeChat ID;
// the enquiry reaches the inbox with it, and a status change shows in the enquiry's history, in
// Chinese and in English.
import { expect, test } from '@playwright/test';
import { OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import { waitUntilLive } from '../../shell/shell-support.ts';

// The captcha is a real proof of work: a busy machine needs time for it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const VISITOR = `WeChat ${Date.now().toString(36).slice(-5)}`;
const WECHAT_ID = `wxid_${Date.now().toString(36).slice(-8)}`;

// Whatever happens, the site goes back to the spec's rule: other tests expect it.
test.afterAll(async ({ baseURL }) => {
  const owner = await ownerApi(baseURL!);
  await owner.patch('/api/admin/settings/contact', { data: { contactRule: 'spec' } });
  await owner.dispose();
});

test('with the any-one rule, an enquiry with only a WeChat ID reaches the inbox and its history', async ({
  page,
  browser,
}) => {
  const problems = watchAdminConsole(page);
  // The owner chooses the rule on their account page.
  await signIn(page, OWNER, '/admin/account');
  const rulePanel = page.getByRole('region', { name: '预约表单' });
  await rulePanel.getByLabel('联系方式规则').selectOption({ label: '电话、微信号、邮箱至少填写一项' });
  await rulePanel.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '预约表单设置已保存' })).toBeVisible();

  // A visitor in English: the form says any one of the three will do, and takes a WeChat ID alone.
  const visitor = await browser.newPage();
  await visitor.goto('/about?l=en');
  await waitUntilLive(visitor);
  const form = visitor.getByRole('form', { name: 'Book a consultation' });
  await form.scrollIntoViewIfNeeded();
  await expect(
    form.getByText('Leave at least one way to reach you: phone, WeChat ID or e-mail.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('required');
  await form.getByRole('textbox', { name: 'Name' }).fill(VISITOR);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Carbon aero kit for my 911, please add me on WeChat.');
  // Nothing to reach the visitor by: the form says so before anything is sent.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Please give a phone number, WeChat ID or e-mail address')).toBeVisible();
  await form.getByRole('textbox', { name: 'WeChat ID' }).fill(WECHAT_ID);
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Submitted successfully! We will contact you soon.')).toBeVisible({
    timeout: 20_000,
  });
  await visitor.close();

  // The inbox, in Chinese: the enquiry with its WeChat ID.
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(WECHAT_ID)}`);
  const row = page.getByRole('row').filter({ hasText: VISITOR });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: WECHAT_ID })).toBeVisible();
  await row.getByRole('link', { name: VISITOR }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${VISITOR} 的咨询` })).toBeVisible();
  const contact = page.getByRole('region', { name: '联系方式' });
  await expect(contact.getByText(WECHAT_ID)).toBeVisible();

  // A status change shows in the history, with who made it.
  const history = page.getByRole('region', { name: '处理记录' });
  await expect(history.getByText('暂无改动：咨询仍是收到时的状态。')).toBeVisible();
  await page.getByLabel('状态').selectOption({ label: '已联系' });
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByRole('status').filter({ hasText: '咨询已保存' })).toBeVisible();
  const entries = history.getByRole('list', { name: '此咨询的改动，按时间先后' });
  await expect(entries.getByText('状态：新咨询 → 已联系', { exact: true })).toBeVisible();
  await expect(entries).toContainText('(UTC+08:00)');

  // ...and in English.
  const url = new URL(page.url());
  await page.goto(`${url.pathname}?l=en`);
  const englishHistory = page.getByRole('region', { name: 'History' });
  await expect(englishHistory.getByText('Status: New → Contacted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' }).getByText(WECHAT_ID)).toBeVisible();
  expect(problems).toEqual([]);
});
