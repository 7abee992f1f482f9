// A short page the server answers by itself, without the web app: a refused preview link, the
// site while its database is away. In the site's dark look, in the page's language, with nothing to
// load (its one style allowed by hash) and no script.
import { createHash } from 'node:crypto';
import type { UiLanguage } from '@refit/contract';

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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface NoticePage {
  lang: UiLanguage;
  status: number;
  title: string;
  body: string;
  link: { href: string; label: string };
}

export function noticePage({ lang, status, title, body, link }: NoticePage) {
  const html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<p class="code">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></main></body></html>`;
  return {
    status,
    html,
    contentSecurityPolicy: `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  };
}
