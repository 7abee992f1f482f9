// The page a visitor gets while the database cannot be reached and the page asked for was not
// cached: 503 with Retry-After, in the visitor's language, in the site's look, never cached.
import type { UiLanguage } from '@refit/contract';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-unreachable.ts';
import { noticePage } from './notice-page.ts';

const TEXTS: Record<UiLanguage, { title: string; body: string; retry: string }> = {
  zh: {
    title: '页面暂时无法打开',
    body: '网站正在恢复与内容服务的连接，通常只需几秒钟。请稍后刷新页面。',
    retry: '重新加载',
  },
  en: {
    title: 'This page is briefly unavailable',
    body: 'The site is reconnecting to its content, which usually takes a few seconds. Please reload the page shortly.',
    retry: 'Reload',
  },
};

/** `path`: the address asked for (the reload link), as the request named it on this site. */
export function sendUnavailablePage(reply: FastifyReply, lang: UiLanguage, path: string): FastifyReply {
  const text = TEXTS[lang];
  const page = noticePage({
    lang,
    status: 503,
    title: text.title,
    body: text.body,
    link: { href: path.startsWith('/') && !path.startsWith('//') ? path : '/', label: text.retry },
  });
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
