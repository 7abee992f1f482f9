// Pure rules of visit tracking (SPEC sections 4 and 7): which event a visit produces.
import { BREAKPOINTS } from '@refit/contract';
import type { UiLanguage, UserTrace } from '@refit/contract';
import { contentLanguage } from '../i18n/language.ts';
import type { RouteTracking } from '../route-handle.ts';

export type VisitParams = Readonly<Record<string, string | undefined>>;

/** One screen shown: the deepest matched route, what its handle declares, and where the visitor is. */
export interface Visit {
  routeId: string;
  /** From the route's handle; null: not traced. */
  tracking: RouteTracking | null;
  params: VisitParams;
  pathname: string;
  search: string;
}

/** What the browser tells about the visitor. */
export interface VisitContext {
  lang: UiLanguage;
  viewportWidth: number;
  userAgent: string;
  /** The id of the menu entry the menu data has for a site address, if any. */
  menuEntryId: (path: string) => number | null;
}

export type TraceEvent = Pick<UserTrace, 'browseType' | 'relatedId' | 'deviceType' | 'languages'>;

// The API accepts letters, digits, - and _ up to 64 characters; anything else is not an id.
const RELATED_ID = /^[\w-]{1,64}$/;
/** User agents of phones and tablets. */
export const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone/i;

/** Phones and tablets by screen (the shell's 976px breakpoint) or by user agent. */
export function deviceType(viewportWidth: number, userAgent: string): TraceEvent['deviceType'] {
  return viewportWidth <= BREAKPOINTS.shellMobileMax || MOBILE_AGENT.test(userAgent) ? 'mobile' : 'PC';
}

/** The first usable of: the route's own menu entry id, query menuId, the typeId param, the id param. */
export function relatedId(menuEntryId: string | undefined, search: string, params: VisitParams): string {
  const candidates = [
    menuEntryId,
    new URLSearchParams(search).get('menuId') ?? undefined,
    params.typeId,
    params.id,
  ];
  return candidates.find((value) => value !== undefined && RELATED_ID.test(value)) ?? '';
}

/** What a visit's event says whatever the device: the same for every visitor of an address. */
export type VisitFields = Omit<TraceEvent, 'deviceType'>;

/** The fields of a visit's event, or null for routes that only redirect. */
export function visitFields(
  visit: Visit,
  context: Omit<VisitContext, 'viewportWidth' | 'userAgent'>,
): VisitFields | null {
  const { tracking } = visit;
  if (!tracking) return null;
  return {
    browseType: tracking.browseType,
    relatedId: relatedId(
      tracking.menuPath === undefined ? undefined : context.menuEntryId(tracking.menuPath)?.toString(),
      visit.search,
      visit.params,
    ),
    languages: contentLanguage(context.lang),
  };
}

/** The event a visit sends, or null for routes that only redirect. */
export function traceFor(visit: Visit, context: VisitContext): TraceEvent | null {
  const fields = visitFields(visit, context);
  if (!fields) return null;
  return { ...fields, deviceType: deviceType(context.viewportWidth, context.userAgent) };
}

function sameParams(a: VisitParams, b: VisitParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** Same route name, params and path: a query-only change such as a language switch. */
export function isSameVisit(previous: Visit | undefined, next: Visit): boolean {
  return (
    previous !== undefined &&
    previous.routeId === next.routeId &&
    previous.pathname === next.pathname &&
    sameParams(previous.params, next.params)
  );
}
