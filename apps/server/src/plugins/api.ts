// The content API of SPEC section 7 under /api: every call, the envelope on every answer
// (errors and unknown calls included), and the content files. Each module's calls are found by
// its folder: `modules/<name>/routes.ts` exporting `apiRoutes` (a new module is a new folder and
// nothing else); the OpenAPI test fails when a call of the contract is served by none.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../http/limits/rate-limit-store.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { hasEscapedNul, nulRefusal, pathOfNul } from '../http/request/nul-text.ts';
import { registerUnmatchedCalls } from '../http/unmatched-calls.ts';
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

  for (const routes of await moduleRoutes()) await app.register(routes);
  await app.register(staticFiles, { root: options.staticDir });
  await app.register(adminApi, { prefix: ADMIN_API_PREFIX });
  await app.register(openApi);
  registerUnmatchedCalls(app);
}

const MODULES = path.join(import.meta.dirname, '..', 'modules');

/** The `apiRoutes` of every module that has them, in the order of the modules' names. */
async function moduleRoutes(): Promise<FastifyPluginAsync[]> {
  const folders = (await readdir(MODULES, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const found: FastifyPluginAsync[] = [];
  for (const folder of folders) {
    const files = await readdir(path.join(MODULES, folder));
    if (!files.includes('routes.ts')) continue;
    const loaded: { apiRoutes?: FastifyPluginAsync } = await import(
      pathToFileURL(path.join(MODULES, folder, 'routes.ts')).href
    );
    if (loaded.apiRoutes) found.push(loaded.apiRoutes);
  }
  return found;
}
