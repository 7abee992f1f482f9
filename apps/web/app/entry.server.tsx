// Server rendering. People get the HTML as soon as the shell is ready (streaming); crawlers get
// it only when everything has rendered, so Baidu sees the whole page in the first response.
import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ApiTransport } from '@refit/contract';
import type { InProcessReads } from '@refit/contract/in-process';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { RouterContextProvider, ServerRouter } from 'react-router';
import type { EntryContext, HandleErrorFunction } from 'react-router';
import { getLog, requestServicesContext } from './lib/api/api-context.server.ts';
import type { Logger } from './lib/api/logger.ts';
import { createFetchTransport } from './lib/api/transport-fetch.ts';
import { config } from './lib/config.ts';
import { snippetHashes } from './lib/common-code/snippet-hashes.server.ts';
import { cspNonceContext, sharedPageContext } from './lib/csp/nonce-context.ts';
import { createNonce, inlineHashes, pagePolicy, sharedPagePolicy } from './lib/csp/page-policy.server.ts';
import { RenderNonceContext } from './lib/csp/render-nonce.ts';
// Pages are rendered in either language here: both sets of strings, from the start.
import './lib/i18n/messages-both.server.ts';
import type { ShellData } from './features/shell/shell-types.ts';

// The language rule, lent to the server's page cache, which keys pages on the language they are
// rendered in and keeps the ?l= choice in the cookie as the page itself would (decision 0020).
export { cookieLanguage, languageCookie, queryLanguage, resolveLanguage } from './lib/i18n/language.ts';

const remoteBackend = /^https?:\/\//.test(config.apiBaseUrl)
  ? createFetchTransport({ baseUrl: config.apiBaseUrl })
  : undefined;

/** How long React Router waits for deferred data before rejecting it. */
export const streamTimeout = 5_000;

/**
 * The load context of one request. Our server calls this with a transport that reaches the
 * API in-process, so server-side loaders pay no network round trip to their own process, and
 * with the request's logger, so what loaders and rendering report lands in the server's log,
 * and with the response's script nonce (decision 0017). A null nonce asks for a page to be shared
 * by many responses (the server's page cache, decision 0020): rendered whole, with no nonce, its
 * inline scripts allowed by their hashes. `reads` are the server's narrower in-process reads.
 */
export function createLoadContext(
  transport: ApiTransport,
  log: Logger,
  nonce: string | null = createNonce(),
  reads?: InProcessReads,
): RouterContextProvider {
  const context = new RouterContextProvider();
  // Pointed at another backend (an absolute API_BASE_URL), server loaders call it over HTTP too,
  // and use its public calls only.
  context.set(
    requestServicesContext,
    remoteBackend ? { transport: remoteBackend, log } : { transport, log, inProcess: reads },
  );
  context.set(cspNonceContext, nonce);
  context.set(sharedPageContext, nonce === null);
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  // A HEAD answer has GET's headers and no body: skip rendering (RFC 9110).
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (loadContext.get(sharedPageContext)) {
    return renderShared(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  }
  const nonce = loadContext.get(cspNonceContext) ?? createNonce();
  responseHeaders.set('Content-Security-Policy', pagePolicy(nonce));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Give rejected deferred data a second to flush before giving up on the render.
    let abortTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      // One child: the provider adds no element and leaves the tree hydration walks unchanged.
      <RenderNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderNonceContext>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry it too.
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer);
              abortTimer = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered)
            getLog(loadContext).error({ err: error }, 'rendering failed after the first bytes were sent');
        },
      },
    );
  });
}

/**
 * A page for the server's page cache: the whole document at once (crawlers and people alike get
 * it complete), no nonce anywhere in it, and a policy that allows its inline scripts and styles,
 * and those the common_js snippet will add, by their hashes. The same bytes then serve everyone.
 */
function renderShared(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(abortTimer);
        const html = Buffer.concat(chunks).toString('utf8');
        const page = inlineHashes(html);
        const snippet = snippetHashes(commonScript(routerContext));
        responseHeaders.set(
          'Content-Security-Policy',
          sharedPagePolicy({
            scripts: [...page.scripts, ...snippet.scripts],
            styles: [...page.styles, ...snippet.styles],
          }),
        );
        resolve(new Response(html, { status, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          getLog(loadContext).error({ err: error }, 'rendering a shared page failed');
        },
      },
    );
  });
}

/** The shell's data of this page: none on the administration's pages (or when the root failed). */
function shellOf(routerContext: EntryContext): ShellData | undefined {
  const root = routerContext.staticHandlerContext.loaderData['root'] as
    { shell?: ShellData | null } | undefined;
  return root?.shell ?? undefined;
}

/** The common_js snippet the root loader fetched for this page, if any. */
function commonScript(routerContext: EntryContext): string {
  return shellOf(routerContext)?.commonScript ?? '';
}

/** Server-side errors of loaders and rendering; a visitor who left mid-request is not one. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  getLog(context).error({ err: error }, 'a loader or the rendering failed');
};
