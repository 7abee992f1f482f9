// The About page (/about): company text, services and contacts (#contact), with the enquiry form.
import { expect, test } from '@playwright/test';
import { watchConsole, withLanguage } from './brand-helpers.ts';

const TEXT = {
  zh: {
    title: '关于我们',
    h1: '始于 2007，成于上海',
    story: '我们的故事',
    services: '我们做什么',
    contact: '欢迎到访工坊',
    address: '上海市嘉定区叶城路 88 号',
    hours: '周二至周日 10:00 – 19:00',
    form: '姓名',
  },
  en: {
    title: 'About Us',
    h1: 'Shaped in Shanghai since 2007',
    story: 'Our story',
    services: 'What we do',
    contact: 'Visit the workshop',
    address: 'No. 88 Yecheng Road, Jiading District, Shanghai',
    hours: 'Tuesday – Sunday, 10:00 – 19:00',
    form: 'Name',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`about tells the story and how to reach us (${lang})`, { tag: '@phone' }, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(withLanguage('/about', lang));
    await expect(page).toHaveTitle(new RegExp(` - ${t.title}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2007/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
    await expect(page.getByRole('region', { name: t.story })).toContainText('2007');
    await expect(page.getByRole('region', { name: t.services }).getByRole('listitem')).toHaveCount(4);

    const contact = page.getByRole('region', { name: t.contact });
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(contact).toContainText(t.address);
    await expect(contact).toContainText(t.hours);
    // The phone number is the salesperson's, from the managed common data.
    await expect(contact.getByRole('link', { name: '+86 138 0000 0000' })).toHaveAttribute(
      'href',
      'tel:+8613800000000',
    );
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact).toContainText('RuijieTuning');
    await expect(contact.getByRole('textbox', { name: t.form, exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('/about#contact lands on the contact section', async ({ page }) => {
  await page.goto('/about#contact');
  await expect(page.getByRole('heading', { name: '欢迎到访工坊' })).toBeInViewport();
});
