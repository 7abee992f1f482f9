// The origin that canonical, hreflang and structured-data links are made absolute with. It is
// found once per request, by the root loader (resource routes, which have no root, call the same
// function), and read everywhere else through pageOrigin / useOrigin. In order:
// 1. SITE_ORIGIN, set at build time (e.g. https://www.example.com): the public address wins over
//    whatever host a request came in by (a proxy, a bare IP, www or not);
// 2. the request's own origin (the server only lets allowed hosts through);
// 3. none: site-relative links, still valid for browsers and for Baidu.
import { useMatches } from 'react-router';
import { config } from './config.ts';

/** An http(s) origin without a trailing slash, or '' for anything else. */
export function normaliseOrigin(value: string | undefined): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** The origin of a request's pages: the configured site origin, else the request's. */
export function requestOrigin(request: Request, siteOrigin: string = config.siteOrigin): string {
  return normaliseOrigin(siteOrigin) || normaliseOrigin(new URL(request.url).origin);
}

type RouteMatch = { id: string; loaderData: unknown } | undefined;

/** The origin the root loader found, for meta functions (given their `matches`). */
export function pageOrigin(matches: ReadonlyArray<RouteMatch>): string {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof data !== 'object' || data === null || !('origin' in data)) return '';
  return typeof data.origin === 'string' ? data.origin : '';
}

/** The origin the root loader found, for components. */
export function useOrigin(): string {
  return pageOrigin(useMatches());
}
