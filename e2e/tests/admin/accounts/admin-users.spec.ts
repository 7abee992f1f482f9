// An owner manages accounts through the admin's forms: the server's refusals appear beside the
// field they concern, in the admin's language (a taken e-mail, a password too common, a wrong own
// password), and nothing is lost from what was typed; a corrected form goes through.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, signIn, watchAdminConsole } from '../admin-support.ts';

/** Besides the refusals this test provokes, which Chromium logs as failed loads. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|409) .*\/api\/admin\/users(\/\d+\/password)?$/.test(problem));

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The message tied to a field for screen readers: its description, the hint included. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

test('a new account: a taken e-mail and a common password are refused beside their fields, then it is made', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, '/admin/users');
  await page.getByRole('button', { name: '新建用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新建用户' });

  await dialog.getByLabel('邮箱').fill(OWNER.email);
  await dialog.getByLabel('姓名').fill('表单测试');
  await dialog.getByLabel('角色').selectOption('sales');
  await dialog.getByLabel('初始密码').fill('Quiet-Meadow-Compass-73');
  await dialog.getByRole('button', { name: '新建用户' }).click();
  await expectFieldError(page, '邮箱', '已存在使用此邮箱的用户。');
  await expect(dialog.getByLabel('邮箱')).toBeFocused();

  const email = `form-${unique()}@example.com`;
  await dialog.getByLabel('邮箱').fill(email);
  await dialog.getByLabel('初始密码').fill('password1234');
  await dialog.getByRole('button', { name: '新建用户' }).click();
  await expectFieldError(page, '初始密码', '这个密码太常见，请换一个');
  // What was typed stays.
  await expect(dialog.getByLabel('姓名')).toHaveValue('表单测试');
  await expect(dialog.getByLabel('邮箱')).not.toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('初始密码').fill('Quiet-Meadow-Compass-73');
  await dialog.getByRole('button', { name: '新建用户' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('用户已创建')).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  expect(unexpected(problems)).toEqual([]);
});

test('a password reset with a wrong own password says so beside it, in English too, then goes through', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, '/admin/users');
  // An account of this test's own, so that no other test's sign-in changes.
  const email = `reset-${unique()}@example.com`;
  await page.getByRole('button', { name: '新建用户' }).click();
  const create = page.getByRole('dialog', { name: '新建用户' });
  await create.getByLabel('邮箱').fill(email);
  await create.getByLabel('姓名').fill('Reset Test');
  await create.getByLabel('初始密码').fill('Quiet-Meadow-Compass-73');
  await create.getByRole('button', { name: '新建用户' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Reset password: Reset Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('Your current password').fill('Not-My-Password-1234');
  await dialog.getByLabel('New password').fill('Silver-Harbour-Kettle-19');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expectFieldError(page, 'Your current password', 'The current password is not correct.');
  await expect(dialog.getByLabel('New password')).toHaveValue('Silver-Harbour-Kettle-19');

  await dialog.getByLabel('Your current password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password reset; their sessions were ended.')).toBeVisible();
  expect(unexpected(problems)).toEqual([]);
});
