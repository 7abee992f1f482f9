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
import type { Route } from './+types/root';
import { ErrorPanel } from './components/error-panel.tsx';
import { requestLanguage } from './lib/i18n/language.ts';
import { getMessages } from './lib/i18n/messages.ts';
import './styles/global.css';

export function loader({ request }: Route.LoaderArgs) {
  return { lang: requestLanguage(request) };
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed; the error page then falls back to Chinese.
  const data = useRouteLoaderData<typeof loader>('root');
  const messages = getMessages(data?.lang ?? 'zh');
  return (
    <html lang={messages.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#18100e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const messages = getMessages(data?.lang ?? 'zh');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPanel
      title={notFound ? messages.error.notFoundTitle : messages.error.title}
      message={messages.error.message}
      actionLabel={messages.error.backHome}
    />
  );
}
