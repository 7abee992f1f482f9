// Builds the whole site as one Fastify app: the content API under /api, then the
// server-rendered web app for every other path. Tests build it and call inject().
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import { failure } from '@refit/contract';
import type { ApiTransport } from '@refit/contract';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import type { Config } from './config.ts';
import { openDatabase, postgresUrlOf } from './db/connect.ts';
import type { Db } from './db/connect.ts';
import { createDatabaseStartup } from './db/database-startup.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/database-unreachable.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { startDemoPhotoBackfill } from './db/seed/photos/demo-photo-backfill.ts';
import type { DemoPhotoBackfill } from './db/seed/photos/demo-photo-backfill.ts';
import { clientErrorHandler, frameworkErrors } from './http/request/client-errors.ts';
import { UNAVAILABLE_HEADER } from './http/temporarily-unavailable.ts';
import { fastifyTrustProxy } from './http/request/trust-proxy.ts';
import { logSerializers } from './http/process/log-serializers.ts';
import {
  IN_PROCESS_HEADER,
  logRequestLines,
  PRETTY_TRANSPORT,
  wantsPrettyLogs,
} from './http/process/pretty-logs.ts';
import { isWellFormedHost, linkHosts } from './http/request/request-host.ts';
import { AnswerCache } from './http/caching/answer-cache.ts';
import { inProcessReads } from './in-process-reads.ts';
import { PageCache } from './http/caching/page-cache.ts';
import { watchContentVersion } from './db/content-version.ts';
import { settleListPositions } from './db/list-positions.ts';
import { currentDb } from './db/read-scope.ts';
import { previewKeySource } from './modules/admin/content/preview/preview-key.ts';
import { createPreviewPages } from './modules/admin/content/preview/preview-pages.ts';
import { listenForContentVersion } from './db/content-version-listener.ts';
import { api } from './plugins/api.ts';
import { health } from './plugins/health.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { mediaFileRoutes } from './modules/media/file-routes.ts';
import { registerSiteFilesStep } from './modules/media/site-files/site-files-step.ts';
import { createMediaLibrary, decorateMediaLibrary } from './modules/media/media-library.ts';
import { recordPageViews } from './modules/analytics/record-page-views.ts';
import { registerMediaVariantJobs } from './modules/media/variant-scheduling.ts';

export interface BuildOptions {
  config: Config;
  /** An open database; by default one is opened from the configuration. */
  db?: Db;
  /** Serve the web app build too (off in API tests). */
  withWebApp?: boolean;
  /** Off in most tests; a stream of its own receives the lines instead of standard output. */
  logger?: boolean | { stream: { write(line: string): void } };
  /**
   * Return only once the database is migrated and seeded (tests, tools). Off for the server: it
   * listens at once and answers 503 until the database can be reached (db/database-startup.ts).
   */
  waitForDatabase?: boolean;
  /**
   * A first seed on a machine whose cache lacks the demo's photographs does not wait for them: they
   * are made after the server listens (db/seed/photos/demo-photo-backfill.ts). Off for tests and
   * tools, which get every photograph before they go on.
   */
  demoPhotosLater?: boolean;
  /** Off for a command-line tool that reads the site in-process: no scheduled job runs in it. */
  runJobs?: boolean;
}

export async function buildApp({
  config,
  db,
  withWebApp = true,
  logger = true,
  waitForDatabase = true,
  demoPhotosLater = false,
  runJobs = true,
}: BuildOptions) {
  const pretty = logger === true && wantsPrettyLogs(config);
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          serializers: logSerializers,
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
        }
      : false,
    // Pretty logs write one line per request themselves (http/process/pretty-logs.ts).
    ...(pretty ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Bodies are never needed by the API; keep any that arrive small.
    bodyLimit: 64 * 1024,
    // A client that sends too slowly is cut off (408) instead of holding a connection open.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past their time; its default (30 s) would let a
      // short timeout run long.
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
    clientErrorHandler,
    frameworkErrors,
  });
  app.server.maxConnections = config.MAX_CONNECTIONS;
  if (pretty) logRequestLines(app);
  app.decorate('startReport', { setupUrl: undefined });

  const database =
    db ??
    openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      lockWaitMs: config.SQLITE_LOCK_WAIT_MS,
      onConnectionError: (error) => app.log.warn({ reason: error.message }, 'database connection lost'),
    });
  const staticDir = path.join(config.DATA_DIR, 'static');
  // Served from the start; the seed fills it once the database is ready.
  fs.mkdirSync(staticDir, { recursive: true });
  let backfill: DemoPhotoBackfill | undefined;
  const startup = createDatabaseStartup({ log: app.log });
  startup.addStep(() => migrateToLatest(database));
  startup.addStep(() =>
    seedIfEmpty(database, staticDir, {
      brokenPartnerIcon: config.SEED_BROKEN_PARTNER_ICON,
      scale: config.SEED_SCALE,
      photos: {
        cacheDir: config.DEMO_PHOTO_CACHE_DIR,
        later: demoPhotosLater,
        onProgress: (made, toMake) => {
          // First start on this machine: say what the wait is for, about every tenth of the way.
          if (made === 1 || made === toMake || made % Math.max(1, Math.round(toMake / 10)) === 0)
            app.log.info(`Rendering the demo's photographs (first start on this machine): ${made}/${toMake}`);
        },
      },
    }),
  );
  startup.addStep(async () => {
    backfill = await startDemoPhotoBackfill({
      staticDir,
      cacheDir: config.DEMO_PHOTO_CACHE_DIR,
      log: app.log,
      // The photographs made meanwhile join the library once they are all on disk.
      onDone: () => void registerSitePictures().catch(() => undefined),
    });
  });
  app.decorate('databaseStartup', startup);
  app.decorate('demoPhotos', {
    ensure: (relativePath: string) => backfill?.ensure(relativePath) ?? Promise.resolve(),
  });

  app.decorate('config', config);
  // Work inside a read scope (a draft preview's page) reads through the scope's transaction.
  app.decorate('db', { getter: () => currentDb(database) });
  const previewKey = previewKeySource(database, config.PREVIEW_SECRET);
  app.decorate('previewKey', previewKey);
  const preview = createPreviewPages({ db: database, key: previewKey });
  const answerCache = new AnswerCache(config.CACHE_MAX_BYTES);
  app.decorate('answerCache', answerCache);
  const pageCache = new PageCache(config.RENDER_CACHE_MAX_BYTES);
  app.decorate('pageCache', pageCache);
  app.decorate(
    'contentVersion',
    watchContentVersion(database, {
      pollMs: config.CONTENT_VERSION_POLL_MS,
      onChange: () => {
        answerCache.clear();
        pageCache.clear();
      },
      onReachable: (reachable, error) => {
        if (reachable) app.log.info('database reachable again');
        else
          app.log.warn(
            { reason: (error as Error).message },
            'database unreachable: serving cached pages and answers',
          );
      },
    }),
  );
  const postgresUrl = postgresUrlOf(database);
  const listener =
    postgresUrl === undefined
      ? undefined
      : listenForContentVersion({
          url: postgresUrl,
          onNotify: () => app.contentVersion.invalidate(),
          onDown: (error) =>
            app.log.warn(
              { err: error },
              'content changes from other processes: not heard, retrying every second',
            ),
          onUp: () => app.log.info('content changes from other processes: heard again'),
        });
  await listener?.ready;
  const mediaLibrary = createMediaLibrary({ config, staticDir });
  decorateMediaLibrary(app, mediaLibrary);
  // The site's own pictures content names are listed in the library, once the seed has run.
  const registerSitePictures = () =>
    registerSiteFilesStep(database, (sitePath) => mediaLibrary.variants.staticFile(sitePath), app.log);
  startup.addStep(registerSitePictures);
  registerMediaVariantJobs(app);
  app.addHook('onClose', async () => {
    startup.stop();
    backfill?.stop();
    await listener?.close();
    await preview.close();
    await settleListPositions(database);
    if (!db) await database.destroy();
  });

  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Fast brotli for answers made on the fly; build assets are precompressed at build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    if (isWellFormedHost(request.host)) return;
    request.log.info({ host: request.headers.host }, 'malformed Host header');
    const message = 'malformed Host header';
    return request.url.startsWith('/api/')
      ? reply.code(400).send(failure(message))
      : reply.code(400).type('text/plain; charset=utf-8').send(message);
  });
  // Until the database is migrated and seeded, calls that need it answer 503 (pages: plugins/web-app.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (startup.prepared) return;
    // Decoded first: the router reads `/%61pi/…` as `/api/…`, so must this check.
    let target = request.url.split('?')[0]!;
    try {
      target = decodeURIComponent(target);
    } catch {
      // Not decodable: the router refuses it as well.
    }
    if (!target.startsWith('/api/') || target.startsWith('/api/static/')) return;
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .header(UNAVAILABLE_HEADER, 'database')
      .send(failure('the site is starting, please try again in a moment'));
  });
  await app.register(health);
  registerJobs(app, { start: runJobs });
  recordPageViews(app);
  await app.register(api, { prefix: '/api', staticDir });
  await app.register(mediaFileRoutes);

  if (withWebApp) {
    await app.register(webApp, {
      buildDir: config.WEB_BUILD_DIR,
      mode: config.NODE_ENV,
      transport: inProcessTransport(app),
      reads: inProcessReads(database),
      allowedHosts: linkHosts(config),
      port: config.PORT,
      httpsSite: config.SITE_ORIGIN?.startsWith('https:') ?? false,
      pageCache,
      preview,
    });
  }
  // Plugins have added their steps (the first owner); the database is prepared from here on.
  startup.start();
  if (waitForDatabase) await startup.ready;
  return app;
}

/** The web app's server-side calls reach the API without leaving the process. */
export function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path: callPath, query, headers }) => {
    const response = await app.inject({
      method,
      url: { pathname: `/api${callPath}`, query },
      headers: { ...headers, 'content-type': 'application/json', [IN_PROCESS_HEADER]: '1' },
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}
