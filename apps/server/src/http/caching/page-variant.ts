// Which cached page a request asks for (decision 0020). A page depends on its path, the query
// parameters its routes read (declared in their `handle`, see apps/web/app/lib/
// route-handle.ts), the language it is rendered in (`?l=`, else the `cms-language` cookie, else
// Chinese), and the scheme and host its absolute links are made with. Anything else in the
// request (junk parameters, other cookies, headers) does not change the page, so it shares the
// entry. Requests the cache must not answer get no variant.
import { matchRoutes } from 'react-router';
import type { ServerBuild } from 'react-router';

/** The language rules of the web app, lent through its server entry (one rule, one place). */
export interface LanguageRules {
  resolveLanguage(url: URL | string, cookieHeader: string | null | undefined): string;
  queryLanguage(url: URL | string): string | undefined;
  cookieLanguage(cookieHeader: string | null | undefined): string | undefined;
  languageCookie(lang: string, secure?: boolean): string;
}

export interface PageVariant {
  /** The cache key: scheme, host, path, read parameters, language. */
  key: string;
  /** The address the shared page is rendered from: the path and the read parameters, sorted. */
  path: string;
  lang: string;
  /** Set-Cookie this response adds: ?l= chose a language the cookie does not hold yet. */
  setCookie: string | undefined;
}

/** Session cookies of the admin (http and https names): signed-in people get fresh renders. */
const ADMIN_SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?refit_admin=/;
/** Paths that are never pages of the public site, or are React Router's own requests. */
const NOT_PAGES = /^\/(?:api|admin)(?:[/?]|$)|^\/__manifest(?:[/?]|$)|\.data$/;
/** The parameter every page reads: the language. */
const LANGUAGE_PARAM = 'l';

/** Finds the query parameters the routes matching a path read, sorted by name. */
export function queryParamsOfRoutes(routes: ServerBuild['routes']): (pathname: string) => readonly string[] {
  interface Node {
    id: string;
    path?: string;
    index?: boolean;
    caseSensitive?: boolean;
    children: Node[];
  }
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      ...(route.path === undefined ? {} : { path: route.path }),
      ...(route.index ? { index: true } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    });
  }
  const tree: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  const declared = new Map<string, readonly string[]>();
  for (const route of Object.values(routes)) {
    const params = (route?.module.handle as { queryParams?: unknown } | undefined)?.queryParams;
    if (route && Array.isArray(params)) {
      declared.set(
        route.id,
        params.filter((name): name is string => typeof name === 'string'),
      );
    }
  }
  // Matching ranks every route anew each time: remember the answer per path (bounded, since
  // paths come from anyone).
  const known = new Map<string, readonly string[]>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered) return remembered;
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname) ?? [];
    const names = new Set<string>([LANGUAGE_PARAM]);
    for (const match of matches) for (const name of declared.get(match.route.id!) ?? []) names.add(name);
    const params = [...names].sort();
    if (known.size >= REMEMBERED_PATHS) known.clear();
    known.set(pathname, params);
    return params;
  };
}

const REMEMBERED_PATHS = 4096;

/**
 * The variant of a page request, or undefined when the cache must not answer it: a signed-in
 * admin, a path that is no public page, an address that makes no URL.
 */
export function pageVariant(
  rawUrl: string,
  origin: string,
  cookieHeader: string | undefined,
  readParams: (pathname: string) => readonly string[],
  rules: LanguageRules,
  /** The site is served over https: the language cookie it sets is Secure. */
  secureCookie: boolean,
): PageVariant | undefined {
  if (cookieHeader && ADMIN_SESSION_COOKIE.test(cookieHeader)) return undefined;
  // Joined as text: a path starting with "//" must never name a host.
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  const url = URL.parse(`${origin}${rawUrl}`);
  if (!url || NOT_PAGES.test(url.pathname)) return undefined;

  const query = new URLSearchParams();
  for (const name of readParams(url.pathname)) {
    // A parameter the page reads with searchParams.get(): the first value is the one that counts.
    const value = name === LANGUAGE_PARAM ? rules.queryLanguage(url) : url.searchParams.get(name);
    if (value !== undefined && value !== null) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const lang = rules.resolveLanguage(url, cookieHeader);
  const fromQuery = rules.queryLanguage(url);
  const setCookie =
    fromQuery !== undefined && rules.cookieLanguage(cookieHeader) !== fromQuery
      ? rules.languageCookie(fromQuery, secureCookie)
      : undefined;
  const path = `${url.pathname}${search}`;
  return { key: `${lang} ${origin}${path}`, path, lang, setCookie };
}
