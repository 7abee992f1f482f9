// The content API of SPEC section 7 under /api: every call, the envelope on every answer
// (errors and unknown calls included), and the content files.
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../http/limits/rate-limit-store.ts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { hasEscapedNul, nulRefusal, pathOfNul } from '../http/request/nul-text.ts';
import { registerUnmatchedCalls } from '../http/unmatched-calls.ts';
import { brandRoutes } from '../modules/brand/routes.ts';
import { carRoutes } from '../modules/car/routes.ts';
import { commonDataRoutes } from '../modules/common-data/routes.ts';
import { contactRoutes } from '../modules/contact/routes.ts';
import { galleryRoutes } from '../modules/gallery/routes.ts';
import { locationRoutes } from '../modules/location/routes.ts';
import { menuRoutes } from '../modules/menu/routes.ts';
import { newsRoutes } from '../modules/news/routes.ts';
import { partnerRoutes } from '../modules/partner/routes.ts';
import { productRoutes } from '../modules/product/routes.ts';
import { traceRoutes } from '../modules/trace/routes.ts';
import { wechatShareRoutes } from '../modules/wechat-share/routes.ts';
import { adminApi } from '../modules/admin/plugin.ts';
import { ADMIN_API_PREFIX } from '@refit/contract/admin/roles';
import { registerErrorEnvelope } from './error-envelope.ts';
import { openApi } from './openapi.ts';
import { staticFiles } from './static-files.ts';

export async function api(app: FastifyInstance, options: { staticDir: string }) {
  registerErrorEnvelope(app);

  // The spec's client sends "Content-Type: application/json" with no body on its POST calls.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(new HttpError(400, 'Request body is not valid JSON'), undefined);
    }
    const nulAt = hasEscapedNul(body as string) ? pathOfNul(parsed) : undefined;
    if (nulAt !== undefined) {
      return done(nulRefusal(nulAt), undefined);
    }
    done(null, parsed);
  });

  await app.register(rateLimit, {
    global: false,
    // Shared by every process on the database, and kept across restarts.
    store: databaseRateLimitStore(app.db, { refusalDelayMs: app.config.RATE_LIMIT_REFUSAL_DELAY_MS }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`),
  });

  for (const routes of [
    menuRoutes,
    brandRoutes,
    commonDataRoutes,
    productRoutes,
    carRoutes,
    partnerRoutes,
    locationRoutes,
    galleryRoutes,
    newsRoutes,
    contactRoutes,
    traceRoutes,
    wechatShareRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(staticFiles, { root: options.staticDir });
  await app.register(adminApi, { prefix: ADMIN_API_PREFIX });
  await app.register(openApi);
  registerUnmatchedCalls(app);
}
