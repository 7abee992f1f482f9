// An enquiry about a product, as a visitor makes it and as the sales team finds it: from the
// product's page, "咨询此产品" opens About's form at the form itself, the name field ready; the sent
// enquiry names the product as its source, and the inbox links to its page under its name.
import { expect, test } from '@playwright/test';
import { expectInboxSource } from '../admin/admin-support.ts';
import { open, watchConsole } from '../shell/shell-support.ts';

// The enquiry's captcha is a real proof of work: a busy machine needs time for it.
test.describe.configure({ timeout: 120_000 });

test('an enquiry about a product names that product in the inbox', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const visitor = `产品访客${testInfo.project.name}${Date.now().toString(36).slice(-4)}`;
  await open(page, '/product/info/3');
  const product = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(product).not.toBe('');
  await page.getByRole('link', { name: '咨询此产品' }).first().click();
  await expect(page).toHaveURL(/\/about\?product=3#enquiry$/);

  const form = page.getByRole('form', { name: '预约咨询' });
  const name = form.getByRole('textbox', { name: '姓名' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(form.getByRole('textbox', { name: '留言' })).toHaveValue(new RegExp(product));
  await name.fill(visitor);
  await form.getByRole('textbox', { name: '邮箱' }).fill('piece@example.com');
  await form.getByRole('checkbox', { name: '我不是机器人' }).click();
  await expect(form.getByRole('checkbox', { name: '验证通过' })).toBeChecked({ timeout: 60_000 });
  const sent = page.waitForRequest((request) => request.url().includes('saveContactUsForm'));
  await form.getByRole('button', { name: '提交' }).click();
  expect(new URL((await sent).url()).searchParams.get('sourcePath')).toBe('/product/info/3');
  await expect(page.getByText('提交成功！我们会尽快与您联系')).toBeVisible({ timeout: 20_000 });
  expect(problems).toEqual([]);

  await expectInboxSource(
    browser,
    baseURL!,
    visitor,
    { kind: 'product', id: 3, path: '/product/info/3', title: product },
    `产品 · ${product}`,
  );
});
