// Whether the shell says "loading" while the next page's data is on its way (SPEC section 2:
// every page has a loading state, the car page a spinner). Loaders run on the server, so until
// they answer the old page stays on screen; without a sign a tap would seem to do nothing.
// Pages that show their own loading state when one of theirs follows another (the car and brand
// pages, by their route handle) are left to it, rather than showing a second one.

/**
 * `current` and `next` are addresses (path and query: another page of the news, another language);
 * `next` is undefined when no navigation is under way. `ownLoadingState` is the current route's.
 */
export function showsPendingPage(
  current: string,
  next: string | undefined,
  ownLoadingState: boolean,
): boolean {
  if (next === undefined || next === current) return false;
  if (!ownLoadingState) return true;
  // The same first path segment: /car/1 → /car/2, not /car/1 → /car-list.
  const section = `/${current.split(/[/?#]/)[1] ?? ''}/`;
  return !(current.startsWith(section) && next.startsWith(section));
}
