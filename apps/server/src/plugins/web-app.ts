// Serves the built React Router app: its fingerprinted assets as immutable files, and
// every other path through React Router's request handler (server rendering). Pages for
// visitors who are not signed in come from the page cache (decision 0020).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ApiTransport } from '@refit/contract';
import type { InProcessReads } from '@refit/contract/in-process';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { sql } from 'kysely';
import { isDatabaseUnreachable } from '../db/database-unreachable.ts';
import { sendUnavailablePage } from '../http/pages/unavailable-page.ts';
import type { PageCache, RenderedPage } from '../http/caching/page-cache.ts';
import { pageVariant, queryParamsOfRoutes } from '../http/caching/page-variant.ts';
import type { LanguageRules, PageVariant } from '../http/caching/page-variant.ts';
import { linkHost } from '../http/request/request-host.ts';
import { sendPage } from '../http/pages/send-page.ts';
import type { PreviewPages } from '../modules/admin/content/preview/preview-pages.ts';
import { previewTokenOf } from '../modules/admin/content/preview/preview-pages.ts';
import { UnusableDraftError } from '../modules/admin/content/preview/preview-service.ts';
import type { PreviewRefusal } from '../modules/admin/content/preview/preview-service.ts';
import { refusalPage } from '../modules/admin/content/preview/preview-refusal-page.ts';
import { addressRedirects } from '../modules/redirects/address-redirects.ts';
import { createRequestHandler } from 'react-router';
import type { RouterContextProvider, ServerBuild } from 'react-router';

interface WebBuild extends ServerBuild {
  entry: ServerBuild['entry'] & {
    module: ServerBuild['entry']['module'] &
      LanguageRules & {
        /**
         * The request's services for loaders: the in-process API and the request's logger; the
         * response's Content-Security-Policy script nonce, or null for a page to be shared (no
         * nonce, inline scripts allowed by hash); and the narrower in-process reads.
         */
        createLoadContext: (
          transport: ApiTransport,
          log: FastifyBaseLogger,
          nonce: string | null,
          reads: InProcessReads,
        ) => RouterContextProvider;
      };
  };
}

export interface WebAppOptions {
  buildDir: string;
  mode: string;
  transport: ApiTransport;
  /** Reads narrower than the public calls, for loaders that need less (contract in-process.ts). */
  reads: InProcessReads;
  /** Host names the pages may build links with (see http/request/request-host.ts). */
  allowedHosts: readonly string[];
  /** The port the server listens on, for links of requests that did not arrive on a socket. */
  port: number;
  /**
   * SITE_ORIGIN is https: the site is served over https even when a proxy that is not trusted
   * speaks plain http to this server, so the cookies the pages set are Secure.
   */
  httpsSite: boolean;
  /** Finished pages; disabled (every page rendered per request) when its budget is 0. */
  pageCache: PageCache;
  /** Draft previews: addresses carrying a preview token are rendered from the draft (decision 0028). */
  preview?: PreviewPages | undefined;
}

/** Pages are read, never written to: other methods get 405 before React Router sees them. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

export async function webApp(
  app: FastifyInstance,
  { buildDir, mode, transport, reads, allowedHosts, port, httpsSite, pageCache, preview }: WebAppOptions,
) {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn(`web app build not found at ${serverEntry}: run "npm run build"; serving the API only`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as WebBuild;

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const handle = createRequestHandler(build, mode);
  const redirects = addressRedirects(app.db, () => app.contentVersion.current());
  const readParams = queryParamsOfRoutes(build.routes);

  /** Renders a page to be shared: its variant's address, in its language, and nothing else. */
  async function renderShared(
    variant: PageVariant,
    origin: string,
    log: FastifyBaseLogger,
  ): Promise<RenderedPage> {
    const request = new Request(`${origin}${variant.path}`, {
      headers: {
        host: new URL(origin).host,
        accept: 'text/html',
        // The language chosen by the variant, so the page sets no cookie of its own.
        cookie: `${LANGUAGE_STORAGE_KEY}=${variant.lang}`,
      },
    });
    const response = await handle(request, build.entry.module.createLoadContext(transport, log, null, reads));
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }
  await app.register(async (scope) => {
    // React Router reads request bodies itself: leave them untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', async (request, reply) => {
      if (!PAGE_METHODS.has(request.method)) {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
      const previewToken = preview ? previewTokenOf(request.url) : undefined;
      const tidy = collapseSlashes(request.url);
      if (tidy !== request.url) {
        // A permanent redirect is kept by caches; one carrying a preview token must not be.
        if (previewToken !== undefined) reply.header('cache-control', 'no-store');
        return reply.redirect(tidy, 301);
      }
      const host = linkHost(request.host, {
        allowed: allowedHosts,
        // The port the connection arrived on; injected requests have none and use the configured one.
        port: request.socket.localPort ?? port,
        protocol: request.protocol,
        // proxy-addr lists more than the peer only when the peer is trusted and forwarded the client's.
        viaTrustedProxy: (request.ips?.length ?? 0) > 1,
      });
      if (preview && previewToken !== undefined) {
        return servePreview(preview, previewToken, request, reply, host, (webRequest, nonce) =>
          handle(webRequest, build.entry.module.createLoadContext(transport, request.log, nonce, reads)),
        );
      }
      const unavailable = () =>
        sendUnavailablePage(
          reply,
          build.entry.module.resolveLanguage(
            `http://localhost${request.url}`,
            request.headers.cookie,
          ) as UiLanguage,
          request.url,
        );
      if (!app.databaseStartup.prepared) return unavailable();
      const moved = await redirects.find(request.url);
      if (moved) return reply.redirect(moved, 301);
      if (pageCache.enabled) {
        const origin = `${request.protocol}://${host}`;
        const variant = pageVariant(
          request.url,
          origin,
          request.headers.cookie,
          readParams,
          build.entry.module,
          httpsSite || request.protocol === 'https',
        );
        if (variant) {
          // The version is read before the page is rendered, so a page is never filed under a newer one.
          let version: number;
          try {
            version = await app.contentVersion.current();
          } catch (error) {
            if (isDatabaseUnreachable(error)) return unavailable();
            throw error;
          }
          if (app.contentVersion.unreachable) {
            // The database is away: the page as last rendered is better than none; say it may be old.
            const kept = pageCache.kept(variant.key, version);
            if (!kept) return unavailable();
            reply.header('x-cache', 'stale');
            return sendPage(request, reply, kept, variant.setCookie);
          }
          const page = await pageCache
            .page(`${variant.key}`, version, () => renderShared(variant, origin, request.log))
            .catch((error: unknown) => {
              request.log.error({ err: error }, 'rendering a page for the page cache failed');
              return undefined;
            });
          if (page) return sendPage(request, reply, page, variant.setCookie);
        }
      }
      // Asked again (at most once a poll interval), so that the flag clears when the database is back.
      await app.contentVersion.current().catch(() => undefined);
      if (app.contentVersion.unreachable && !request.url.startsWith('/admin')) return unavailable();
      const webRequest = toWebRequest(request, host);
      if (!webRequest) {
        request.log.info({ url: request.url }, 'page address cannot be parsed');
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      }
      // Loaders and rendering log through the request's logger, so their lines carry its reqId.
      // A page rendered for this response alone carries a nonce made here (decision 0017); shared,
      // cached pages carry hashes of their inline code instead (decision 0020).
      const nonce = randomBytes(16).toString('base64');
      const context = build.entry.module.createLoadContext(transport, request.log, nonce, reads);
      const response = await handle(webRequest, context);
      // A page that failed because the database went away meanwhile says so, not "an error".
      if (response.status >= 500 && !request.url.startsWith('/admin') && (await databaseUnreachable(app))) {
        await response.body?.cancel();
        return unavailable();
      }
      return sendWebResponse(reply, response);
    });
  });
}

/**
 * A page rendered from an item's draft for one response: never from or into the page or answer
 * caches, never stored by a browser or proxy, never indexed, framed only by the site's own admin.
 * A refused token gets a short page saying why (403 or 410) in the page's language.
 */
async function servePreview(
  preview: PreviewPages,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
  host: string,
  renderPage: (webRequest: Request, nonce: string) => Promise<Response>,
): Promise<FastifyReply> {
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-frame-options', 'SAMEORIGIN');
  const webRequest = toWebRequest(request, host);
  if (!webRequest) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  const url = new URL(webRequest.url);
  const pageLang = url.searchParams.get('l') === 'en' ? 'en' : 'zh';
  const refuse = (refusal: PreviewRefusal) => {
    const page = refusalPage(refusal, pageLang);
    return reply
      .code(page.status)
      .header('content-security-policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  // A navigation inside the previewed page asks React Router for the page's data (`/news/1.data`,
  // `/_root.data` for Home): the same page, so the same token holds.
  const pagePath = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  const opening = await preview.open(token, pagePath);
  if (!opening.ok) return refuse(opening.refusal);
  // The token's language wins over whatever ?l= the address was given.
  url.searchParams.set('l', opening.claims.lang);
  const nonce = randomBytes(16).toString('base64');
  let page: RenderedPage;
  try {
    page = await preview.render(opening, async () => {
      const response = await renderPage(new Request(url, webRequest), nonce);
      // Read whole inside the transaction: streamed parts of the page read the draft too.
      return {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
    });
  } catch (error) {
    if (error instanceof UnusableDraftError) return refuse('unusable');
    throw error;
  }
  reply.code(page.status);
  for (const [name, value] of page.headers) {
    // The page's own cookies (its language) must not change the viewer's choice.
    if (name === 'set-cookie' || name === 'cache-control' || name === 'etag') continue;
    if (name === 'content-security-policy') {
      reply.header(name, value.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      continue;
    }
    reply.header(name, value);
  }
  return reply.send(page.body);
}

/**
 * The address with each run of slashes (or backslashes, which browsers read as slashes) in its
 * path made one slash. "//evil.example/news" is a path on this site, but as a URL or a Location it
 * would name another host; "//" is no URL at all, and made the page fail.
 */
function collapseSlashes(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const tidy = pathname.replace(/[/\\]{2,}/g, '/');
  return tidy === pathname ? url : `${tidy}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

/** The request as React Router sees it, or null when its address makes no URL. */
function toWebRequest(request: FastifyRequest, host: string): Request | null {
  const origin = `${request.protocol}://${host}`;
  // Joined as text, never resolved against the origin: resolving "//evil.example/news" would make
  // evil.example the page's host (and its canonical link), and "//" no URL at all.
  const url = URL.parse(`${origin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  if (!url) return null;
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('host', host);
  headers.delete('x-forwarded-host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Whether the database cannot be reached right now (asked after a page failed). */
async function databaseUnreachable(app: FastifyInstance): Promise<boolean> {
  try {
    await sql`select 1`.execute(app.db);
    return false;
  } catch (error) {
    return isDatabaseUnreachable(error);
  }
}
