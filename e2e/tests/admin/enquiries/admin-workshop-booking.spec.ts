// Workshop booking end to end (decision 0065): an owner turns it on beside the contact rule; a
// visitor books a day, a slot, a workshop and gives the car's VIN from About's form, in Chinese and
// in English, on a desktop and on a phone; each enquiry reaches the inbox with its visit, shown in
// both admin languages; pages clean under axe; the setting off again gives the spec's form.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, expectNoViolations, signIn, watchAdminConsole } from '../admin-support.ts';
import { startOwnServer } from '../../site/own-server.ts';
import type { OwnServer } from '../../site/own-server.ts';
import { waitUntilLive } from '../../shell/shell-support.ts';

// The captcha is a real proof of work, and the test sends four enquiries: a busy machine needs time.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

/** Where the pictures of the form and the inbox land, for a look at them (SHOTS_DIR, else the test's output). */
const shotsDir = process.env.SHOTS_DIR;

const WIDTHS = [1440, 390] as const;
const VIEWPORT_HEIGHT = { 1440: 900, 390: 844 } as const;

const TEXT = {
  zh: {
    form: '预约咨询',
    visit: '预约到店',
    name: '姓名',
    email: '邮箱',
    message: '留言',
    date: '期望日期',
    slot: '下午',
    workshop: '门店',
    workshopName: '上海旗舰工坊',
    vin: '车架号（VIN）',
    robot: '我不是机器人',
    verified: '验证通过',
    submit: '提交',
    sent: '提交成功！我们会尽快与您联系',
    invalidVin: '车架号为 17 位字母与数字，不含 I、O、Q',
  },
  en: {
    form: 'Book a consultation',
    visit: 'Book a workshop visit',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    date: 'Preferred date',
    slot: 'Afternoon',
    workshop: 'Workshop',
    workshopName: 'Shanghai Flagship Workshop',
    vin: 'VIN',
    robot: "I'm not a robot",
    verified: 'Verified',
    submit: 'Submit',
    sent: 'Submitted successfully! We will contact you soon.',
    invalidVin: 'A VIN has 17 letters and digits, without I, O or Q',
  },
} as const;

/** A day some weeks ahead in the site's time zone (Asia/Shanghai), as the date field takes it. */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A VIN of this run: 17 characters, no I, O or Q; the last ones tell the four visits apart. */
function vinOf(n: number): string {
  const stamp = Date.now().toString(36).toUpperCase().replace(/[IOQ]/g, '7').slice(-6);
  return `LSVAU2${stamp}${String(n).padStart(2, '0')}`.padEnd(17, '8').slice(0, 17);
}

async function shoot(page: Page, target: ReturnType<Page['locator']>, name: string, testPath: string) {
  const file = shotsDir ? path.join(shotsDir, `${name}.png`) : testPath;
  await target.screenshot({ path: file, animations: 'disabled' });
}

// A server of the test's own: the setting changes every booking form of the site, and the other
// tests, running meanwhile, expect the spec's form.
let server: OwnServer | undefined;
test.beforeAll(async () => {
  server = await startOwnServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
});
test.afterAll(() => server?.stop());

test('an owner turns workshop booking on; visitors book in both languages on desktop and phone; the inbox shows each visit', async ({
  browser,
}, testInfo) => {
  const baseURL = server!.origin;
  const page = await (await browser.newContext({ baseURL })).newPage();
  const problems = watchAdminConsole(page);

  // Off by default: the spec's form, without a visit.
  const before = await browser.newPage({ baseURL });
  await before.goto('/about');
  await waitUntilLive(before);
  await expect(before.getByRole('form', { name: TEXT.zh.form })).toBeVisible();
  await expect(before.getByRole('group', { name: TEXT.zh.visit })).toHaveCount(0);
  await before.close();

  // The owner turns it on, on their account page, beside the contact rule.
  await signIn(page, OWNER, '/admin/account');
  const panel = page.getByRole('region', { name: '预约表单' });
  const toggle = panel.getByRole('switch', { name: '到店预约' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await panel.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '预约表单设置已保存' })).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectNoViolations(page, 'account with workshop booking');

  const visits: { lang: 'zh' | 'en'; width: number; name: string; vin: string; day: string }[] = [];
  let n = 0;
  for (const lang of ['zh', 'en'] as const) {
    for (const width of WIDTHS) {
      n += 1;
      const text = TEXT[lang];
      const visit = { lang, width, name: `Visit ${lang} ${width} ${n}`, vin: vinOf(n), day: dayAhead(7 + n) };
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: VIEWPORT_HEIGHT[width] },
        ...(width === 390 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });
      const visitor = await context.newPage();
      await visitor.goto(`/about?l=${lang}`);
      await waitUntilLive(visitor);
      const form = visitor.getByRole('form', { name: text.form });
      const group = form.getByRole('group', { name: text.visit });
      await group.scrollIntoViewIfNeeded();
      await expect(group).toBeVisible();

      await form.getByRole('textbox', { name: text.name }).fill(visit.name);
      await form.getByRole('textbox', { name: text.email }).fill('visit@example.com');
      await form.getByRole('textbox', { name: text.message }).fill('Stage 2 service and a wheel fitting.');
      const dateField = group.getByLabel(text.date);
      // The days offered start today in the site's time zone.
      await expect(dateField).toHaveAttribute('min', dayAhead(0));
      await dateField.fill(visit.day);
      await group.getByRole('radio', { name: text.slot }).check();
      await group.getByRole('combobox', { name: text.workshop }).selectOption({ label: text.workshopName });
      const vinField = group.getByRole('textbox', { name: text.vin, exact: true });
      // A VIN with an O is refused before anything is sent.
      await vinField.fill(`${visit.vin.slice(0, 16)}O`);
      await form.getByRole('button', { name: text.submit }).click();
      await expect(visitor.getByText(text.invalidVin)).toBeVisible();
      await expect(vinField).toHaveAttribute('aria-invalid', 'true');
      // Typed in small letters, it is kept in capitals.
      await vinField.fill(visit.vin.toLowerCase());
      await expect(vinField).toHaveValue(visit.vin);

      await expectNoViolations(visitor, `booking form ${lang} ${width}`);
      // What the visitor sees: the visit's fields in the middle of the screen.
      await group.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await visitor.screenshot({
        path: shotsDir
          ? path.join(shotsDir, `booking-form-${lang}-${width}.png`)
          : testInfo.outputPath(`booking-form-${lang}-${width}.png`),
        animations: 'disabled',
      });

      await form.getByRole('checkbox', { name: text.robot }).click();
      await expect(form.getByRole('checkbox', { name: text.verified })).toBeChecked({ timeout: 60_000 });
      await form.getByRole('button', { name: text.submit }).click();
      await expect(visitor.getByText(text.sent)).toBeVisible({ timeout: 30_000 });
      // Sent: the visit starts afresh with the rest of the form.
      await expect(vinField).toHaveValue('');
      await context.close();
      visits.push(visit);
    }
  }

  // Each visit in the inbox's detail, in Chinese and in English.
  for (const visit of visits) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/enquiries?q=${visit.vin}&l=zh`);
    const row = page.getByRole('row').filter({ hasText: visit.name });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: visit.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${visit.name} 的咨询` })).toBeVisible();
    const zh = page.getByRole('region', { name: '到店预约' });
    const [year, month, day] = visit.day.split('-').map(Number);
    await expect(zh.getByText(`${year}年${month}月${day}日`)).toBeVisible();
    await expect(zh.getByText('下午', { exact: true })).toBeVisible();
    // The workshop as the visitor saw it, in their language.
    await expect(zh.getByText(TEXT[visit.lang].workshopName)).toBeVisible();
    await expect(zh.getByText(visit.vin)).toBeVisible();

    const url = new URL(page.url());
    await page.goto(`${url.pathname}?l=en`);
    const en = page.getByRole('region', { name: 'Workshop visit' });
    await expect(en.getByText('Afternoon', { exact: true })).toBeVisible();
    await expect(en.getByText(visit.vin)).toBeVisible();
    await expect(en.locator(`time[datetime="${visit.day}"]`)).toBeVisible();

    if (visit.lang === 'zh' && visit.width === 1440) {
      await expectNoViolations(page, 'enquiry detail with a visit (en)');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
        for (const lang of ['zh', 'en'] as const) {
          await page.goto(`${url.pathname}?l=${lang}`);
          const region = page.getByRole('region', { name: lang === 'zh' ? '到店预约' : 'Workshop visit' });
          await expect(region).toBeVisible();
          if (lang === 'zh') await expectNoViolations(page, `enquiry detail with a visit (zh ${width})`);
          await shoot(
            page,
            page.locator('main'),
            `inbox-detail-${lang}-${width}`,
            testInfo.outputPath(`inbox-detail-${lang}-${width}.png`),
          );
        }
      }
    }
  }

  // Off again: the spec's form, with nothing of the visit.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/account?l=zh');
  await page.getByRole('region', { name: '预约表单' }).getByRole('switch', { name: '到店预约' }).uncheck();
  await page.getByRole('region', { name: '预约表单' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '预约表单设置已保存' })).toBeVisible();
  const after = await browser.newPage({ baseURL });
  await after.goto('/about?l=en');
  await waitUntilLive(after);
  await expect(after.getByRole('form', { name: TEXT.en.form })).toBeVisible();
  await expect(after.getByRole('group', { name: TEXT.en.visit })).toHaveCount(0);
  await after.close();
  expect(problems).toEqual([]);
});
