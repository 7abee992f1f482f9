// Records a page view for every public page this server serves (see page-view.ts): after the
// response has gone, so a visitor never waits for it, and a failure is only logged.
import type { FastifyInstance } from 'fastify';
import { pageTarget } from '@refit/contract/content-types';
import { classifyChannel } from './channel.ts';
import { dayOf } from './day.ts';
import { pageLanguage, pageViewPath } from './page-view.ts';
import { deviceOf } from './user-agent.ts';
import { visitorHasher } from './visitor.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function recordPageViews(app: FastifyInstance, now: () => number = Date.now): void {
  const hasher = visitorHasher(app.db);
  app.addHook('onResponse', async (request, reply) => {
    const userAgent = header(request.headers['user-agent']);
    const path = pageViewPath({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: header(reply.getHeader('content-type') as string | string[] | undefined),
      userAgent,
      purpose: header(request.headers['sec-purpose']) ?? header(request.headers.purpose),
    });
    if (path === undefined) return;
    try {
      const at = now();
      const target = pageTarget(path);
      await app.db
        .insertInto('page_view')
        .values({
          createdAt: new Date(at).toISOString(),
          path,
          kind: target.kind,
          itemId: target.id,
          visitor: await hasher.hash(dayOf(at), request.ip, userAgent ?? ''),
          device: deviceOf(userAgent),
          language: pageLanguage(request.url, request.headers.cookie),
          channel: classifyChannel({
            referrer: header(request.headers.referer),
            userAgent,
            ownHost: request.hostname,
          }),
        })
        .execute();
    } catch (error) {
      request.log.warn({ err: error }, 'page view not recorded');
    }
  });
}
