// What each route module declares beside itself in its `handle` (React Router): how visits to it
// are traced (SPEC sections 4 and 7) and whether it shows its own loading state. Every route
// module that renders a page exports one (`satisfies RouteHandle`); routes.test.ts fails when one
// is missing, so nothing falls back to a silent default.
import type { BrowseType } from '@refit/contract';

export interface RouteTracking {
  browseType: BrowseType;
  /**
   * The address of the menu entry this screen is, when it is one on its own: the visit names the
   * entry the menu data links there (its id is the editors', never written here). Screens reached
   * through a parameter have none on purpose: the entry's id outranks every other source and would
   * hide which brand, car, type or article was viewed.
   */
  menuPath?: string;
}

/** The matched route as a handle sees it. */
export interface RouteMatchInfo {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

export interface RouteHandle {
  /**
   * How a visit is traced; a function where one module serves several screens; null for routes
   * that only redirect (the page they lead to is traced).
   */
  tracking: RouteTracking | null | ((match: RouteMatchInfo) => RouteTracking);
  /**
   * The page shows its own loading state when another address under the same first path segment
   * follows it (one car after another), so the shell's pending veil stays away.
   */
  ownLoadingState?: boolean;
  /**
   * The query parameters this route's loaders and components read, besides `l` (always read).
   * The server's page cache keys a page on these alone (decision 0020): any other parameter
   * (utm_source, a cache-buster) shares the entry of the address without it. A route that starts
   * reading a parameter must list it here, or every value of it would get the same page.
   */
  queryParams?: readonly string[];
  /**
   * Where the phones' contact bar sends "Enquire" on this page when the page is about one item:
   * the enquiry form starting with a message about it. Without it, the bar goes to About's form.
   */
  enquiry?: (match: RouteMatchInfo) => string;
  /**
   * The menu section a page belongs to (a car and the car list: Brands; a product: its section;
   * the locations: About), as an address under it: when the page's own address is no entry of the
   * menu, the header marks that section's entry, with `aria-current`, instead of guessing from the
   * page's address.
   */
  menuSection?: (match: RouteMatchInfo & { loaderData: unknown }) => string | undefined;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'tracking' in value;
}

/** The tracking a matched route declares; a route without a handle is not traced. */
export function trackingOf(match: RouteMatchInfo & { handle: unknown }): RouteTracking | null {
  if (!isRouteHandle(match.handle)) return null;
  const { tracking } = match.handle;
  return typeof tracking === 'function' ? tracking(match) : tracking;
}

/** The enquiry address the deepest matched route declares, if any. */
export function enquiryOf(matches: readonly (RouteMatchInfo & { handle: unknown })[]): string | null {
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle) && match.handle.enquiry) return match.handle.enquiry(match);
  }
  return null;
}

/** The menu section the deepest matched route declares, if any. */
export function menuSectionOf(
  matches: readonly (RouteMatchInfo & { handle: unknown; loaderData: unknown })[],
): string | undefined {
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle) && match.handle.menuSection) return match.handle.menuSection(match);
  }
  return undefined;
}

export function ownsLoadingState(match: { handle: unknown } | undefined): boolean {
  return isRouteHandle(match?.handle) && match.handle.ownLoadingState === true;
}

export const pro = (menuPath?: string): RouteTracking => ({
  browseType: 'pro',
  ...(menuPath ? { menuPath } : {}),
});
export const img = (menuPath?: string): RouteTracking => ({
  browseType: 'img',
  ...(menuPath ? { menuPath } : {}),
});
