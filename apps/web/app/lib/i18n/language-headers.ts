// The root middleware sets the request's language for the loaders (`page-language.ts`), and adds
// the response headers that carry it (SPEC section 4), so that document and data requests alike
// get them, whatever server runs the app:
// - Set-Cookie when ?l=zh|en asks for a language the cookie does not hold yet: the choice is
//   saved by the very response that shows it, so no later page flashes the other language;
// - Content-Language (zh-CN / en) on HTML pages;
// - Vary: Cookie wherever the cookie may have chosen the language, so shared caches keep the
//   two languages apart. Redirects depend on the URL only and get neither.
import type { MiddlewareFunction } from 'react-router';
import { config } from '../config.ts';
import { normaliseOrigin } from '../request-origin.ts';
import { cookieLanguage, languageCookie, queryLanguage, requestLanguage } from './language.ts';
import { getMessages } from './messages.ts';
import { pageLanguageContext } from './page-language.ts';

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

function varyOn(headers: Headers, name: string): void {
  const vary = headers.get('Vary');
  if (!vary) {
    headers.set('Vary', name);
    return;
  }
  const listed = vary.split(',').map((item) => item.trim().toLowerCase());
  if (!listed.includes(name.toLowerCase()) && !listed.includes('*')) headers.set('Vary', `${vary}, ${name}`);
}

/**
 * Whether the site is served over https: the request came by it (its scheme is the trusted
 * proxy's when the server trusts one), or the public origin says so while a proxy that is not
 * trusted speaks plain http to the server.
 */
function servedOverHttps(request: Request, siteOrigin: string): boolean {
  return new URL(request.url).protocol === 'https:' || normaliseOrigin(siteOrigin).startsWith('https:');
}

/** The response with the language headers added. */
export function withLanguageHeaders(
  request: Request,
  response: Response,
  siteOrigin: string = config.siteOrigin,
): Response {
  // A copy (the body stream moves over, nothing is read): some responses have frozen headers.
  const target = new Response(response.body, response);
  const { headers } = target;

  const fromQuery = queryLanguage(request.url);
  if (fromQuery && cookieLanguage(request.headers.get('Cookie')) !== fromQuery) {
    headers.append('Set-Cookie', languageCookie(fromQuery, servedOverHttps(request, siteOrigin)));
  }
  if (isRedirect(target.status)) return target;

  varyOn(headers, 'Cookie');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('Content-Language', getMessages(requestLanguage(request)).htmlLang);
  }
  return target;
}

/** Sets the request's language for the loaders, then adds the language headers to the answer. */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(pageLanguageContext, requestLanguage(request));
  return withLanguageHeaders(request, await next());
};
