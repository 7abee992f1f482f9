import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { FocalPointsProvider } from './components/ui/focal-points.tsx';
import { PanelLink, StatePanel } from './components/ui/state-panel.tsx';
import { loadShellData } from './features/shell/shell-data.server.ts';
import { menuEntryId } from './features/shell/header/menu-links.ts';
import { documentLanguage, shouldReloadShell } from './features/shell/shell-revalidation.ts';
import { SiteShell } from './features/shell/site-shell.tsx';
import { getApi } from './lib/api/api-context.server.ts';
import { CommonCode } from './lib/common-code/common-code.tsx';
import { useRenderNonce } from './lib/csp/render-nonce.ts';
import { resolveLanguage } from './lib/i18n/language.ts';
import { pageLanguage } from './lib/i18n/page-language.ts';
import { loadMessages } from './lib/i18n/load-messages.ts';
import { languageMiddleware } from './lib/i18n/language-headers.ts';
import { LanguageSync } from './lib/i18n/language-sync.tsx';
import { getMessages } from './lib/i18n/messages.ts';
import { stringsChunkHref } from './lib/i18n/strings-chunk.server.ts';
import { paths } from './lib/paths.ts';
import { requestOrigin } from './lib/request-origin.ts';
import { ScrollToTop } from './lib/navigation/scroll-to-top.tsx';
import { isStandalonePath } from './lib/navigation/standalone-area.ts';
import { VisitTracker } from './lib/tracking/visit-tracker.tsx';
import './styles/global.css';
import { WechatShareSetup } from './components/share/wechat-share-setup.tsx';

// Language headers (Set-Cookie for ?l=, Content-Language, Vary) on documents and data requests.
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  // The administration draws its own layout: no shell, so none of the shell's API calls.
  const shell = isStandalonePath(new URL(request.url).pathname)
    ? null
    : await loadShellData(getApi(context), lang);
  // Pages make their canonical, hreflang and structured-data links absolute with it.
  // stringsChunk: the page language's UI strings, which hydration waits for (entry.client).
  return { lang, shell, origin: requestOrigin(request), stringsChunk: stringsChunkHref(lang) };
}

// The browser holds the strings of the page's language only: when the data of another arrives
// (a switch), its strings are fetched beside it, from the language the request will resolve to.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadMessages(resolveLanguage(request.url, document.cookie)),
  ]);
  await loadMessages(data.lang);
  return data;
}

// The shell's data only changes with the language: ordinary navigations keep it.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return shouldReloadShell(args, documentLanguage(document), document.cookie);
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed; the error page then falls back to Chinese.
  const data = useRouteLoaderData<typeof loader>('root');
  const messages = getMessages(data?.lang ?? 'zh');
  const nonce = useRenderNonce();
  return (
    <html lang={messages.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#18100e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Fetched beside the modules React Router preloads, rather than once they have run. */}
        {data?.stringsChunk ? (
          <link rel="modulepreload" href={data.stringsChunk} nonce={nonce} suppressHydrationWarning />
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, shell } = loaderData;
  const menu = shell?.menu;
  // Visits to a screen that is a menu entry name the entry's id, as the menu data has it.
  const menuEntry = useCallback((path: string) => (menu ? menuEntryId(menu, path) : null), [menu]);
  // A standalone area (the administration): no shell, no visit tracking, no custom site code.
  if (!shell) return <Outlet />;
  return (
    <>
      <LanguageSync />
      <ScrollToTop />
      <VisitTracker menuEntryId={menuEntry} />
      <CommonCode script={shell.commonScript} />
      <WechatShareSetup />
      <FocalPointsProvider value={shell.focalPoints}>
        <SiteShell lang={lang} shell={shell}>
          <Outlet />
        </SiteShell>
      </FocalPointsProvider>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const messages = getMessages(data?.lang ?? 'zh');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser only: on the server, entry.server's handleError has logged it already.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const panel = (
    <StatePanel
      tone={notFound ? 'empty' : 'failed'}
      title={notFound ? messages.error.notFoundTitle : messages.error.title}
      message={messages.error.message}
    >
      <PanelLink to={paths.home()} reloadDocument>
        {messages.error.backHome}
      </PanelLink>
    </StatePanel>
  );
  // Without the shell's data (the root loader failed) the panel stands alone.
  if (!data?.shell) return panel;
  return (
    <SiteShell lang={data.lang} shell={data.shell}>
      {panel}
    </SiteShell>
  );
}
