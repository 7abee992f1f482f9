import { sanitizeRichHtml } from '@refit/contract/rich-text';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { findNews, pageNews } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getNewsList', (query) => pageNews(app.db, query));

  defineCall(app, 'getNewsDetail', async ({ id }) => {
    const news = await findNews(app.db, id);
    if (!news) throw notFound(`news ${id}`);
    return { ...news, content: sanitizeRichHtml(news.content), contentEn: sanitizeRichHtml(news.contentEn) };
  });
}
