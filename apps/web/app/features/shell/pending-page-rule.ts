// Whether the shell says "loading" while the next page's data is on its way (SPEC section 2:
// every page has a loading state, the car page a spinner). Loaders run on the server, so until
// they answer the old page stays on screen; without a sign a tap would seem to do nothing.
// The car and brand pages show their own loading state when one car or brand follows another,
// so the shell stays quiet there rather than showing a second one.

/**
 * `current` and `next` are addresses (path and query: another page of the news, another language);
 * `next` is undefined when no navigation is under way.
 */
export function showsPendingPage(current: string, next: string | undefined): boolean {
  if (next === undefined || next === current) return false;
  const within = (prefix: string) => current.startsWith(prefix) && next.startsWith(prefix);
  return !within('/car/') && !within('/brand/');
}
