// When a navigation starts the new screen at the top (SPEC section 2: every navigation scrolls
// to the top). React Router's <ScrollRestoration> already resets the scroll for new locations;
// this rule makes the jump to a new page explicit and instant, and stays out of its way where
// it knows better:
// - back/forward (POP) restores the remembered position;
// - a #hash scrolls to its target;
// - the same pathname with another query (the language switch, filters) keeps its place when
//   the link asks for preventScrollReset, so query-only changes are left to it entirely.
import type { NavigationType } from 'react-router';

export interface ScrollLocation {
  pathname: string;
  hash: string;
}

/** POP, PUSH or REPLACE, as React Router reports it. */
export type NavigationKind = `${NavigationType}`;

export function shouldScrollToTop(
  previous: ScrollLocation | undefined,
  next: ScrollLocation,
  navigationType: NavigationKind,
): boolean {
  if (!previous || navigationType === 'POP') return false;
  if (next.hash !== '') return false;
  return previous.pathname !== next.pathname;
}
