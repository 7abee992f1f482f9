// The page a refused preview address gets: a short explanation in the page's language, in the
// site's dark look, with nothing to load (its one style allowed by hash) and no way to be cached.
import { createHash } from 'node:crypto';
import type { UiLanguage } from '@refit/contract';
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

const STYLE = [
  'html{color-scheme:dark}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b0d;color:#e9e6df;',
  'font:16px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}',
  'main{max-width:34rem;padding:2.5rem 1.5rem;text-align:center}',
  'p.code{margin:0 0 .75rem;letter-spacing:.3em;font-size:.8rem;color:#b8975a}',
  'h1{margin:0 0 1rem;font-size:1.6rem;font-weight:600}',
  'p{margin:0 0 2rem;color:#b9b5ac}',
  'a{color:#0b0b0d;background:#b8975a;padding:.7rem 1.4rem;border-radius:2px;text-decoration:none;font-weight:600}',
  'a:focus-visible{outline:2px solid #e9e6df;outline-offset:3px}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The refusal's status: 410 for what was valid once (expired, gone), 409 for a broken draft, else 403. */
export function refusalStatus(refusal: PreviewRefusal): number {
  if (refusal === 'expired' || refusal === 'gone') return 410;
  if (refusal === 'unusable') return 409;
  return 403;
}

export function refusalPage(refusal: PreviewRefusal, lang: UiLanguage) {
  const text = TEXTS[lang][refusal];
  const html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${text.title}</title><style>${STYLE}</style></head><body><main>
<p class="code">${refusalStatus(refusal)}</p><h1>${text.title}</h1><p>${text.body}</p>
<a href="/?l=${lang}">${TEXTS[lang].home}</a></main></body></html>`;
  return {
    status: refusalStatus(refusal),
    html,
    contentSecurityPolicy: `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  };
}
