// The page a refused preview address gets: a short explanation in the page's language, in the
// site's dark look (http/pages/notice-page.ts), never cached.
import type { UiLanguage } from '@refit/contract';
import { noticePage } from '../../../../http/pages/notice-page.ts';
import type { PreviewRefusal } from './preview-service.ts';

const TEXTS: Record<UiLanguage, Record<PreviewRefusal, { title: string; body: string }> & { home: string }> =
  {
    zh: {
      invalid: { title: '预览链接无效', body: '此链接不完整或已被改动。请在后台重新生成预览链接。' },
      expired: { title: '预览链接已过期', body: '预览链接仅在有限时间内有效。请在后台重新生成预览链接。' },
      'other-page': { title: '预览链接不适用于此页面', body: '此链接只能打开生成它的那个页面。' },
      gone: { title: '此草稿已不可预览', body: '该内容或该版本的草稿已不存在。请在后台重新生成预览链接。' },
      unusable: { title: '此草稿暂时无法预览', body: '草稿引用的内容已不存在，请在后台修改后再预览。' },
      home: '返回首页',
    },
    en: {
      invalid: {
        title: 'This preview link is not valid',
        body: 'The link is incomplete or has been altered. Create a new preview link in the admin.',
      },
      expired: {
        title: 'This preview link has expired',
        body: 'Preview links work for a limited time only. Create a new preview link in the admin.',
      },
      'other-page': {
        title: 'This preview link is for another page',
        body: 'A preview link opens only the page it was made for.',
      },
      gone: {
        title: 'This draft can no longer be previewed',
        body: 'The item, or that version of its draft, no longer exists. Create a new preview link in the admin.',
      },
      unusable: {
        title: 'This draft cannot be previewed yet',
        body: 'The draft refers to content that no longer exists. Correct it in the admin, then preview again.',
      },
      home: 'Go to the home page',
    },
  };

/** The refusal's status: 410 for what was valid once (expired, gone), 409 for a broken draft, else 403. */
export function refusalStatus(refusal: PreviewRefusal): number {
  if (refusal === 'expired' || refusal === 'gone') return 410;
  if (refusal === 'unusable') return 409;
  return 403;
}

export function refusalPage(refusal: PreviewRefusal, lang: UiLanguage) {
  const text = TEXTS[lang][refusal];
  return noticePage({
    lang,
    status: refusalStatus(refusal),
    title: text.title,
    body: text.body,
    link: { href: `/?l=${lang}`, label: TEXTS[lang].home },
  });
}
