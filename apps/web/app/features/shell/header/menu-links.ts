// Menu addresses and the active entry (SPEC sections 2 and 4). Pure functions, shared by the
// loader (which builds the hrefs) and the header (which marks the entry of the current route).

const LOCAL_ORIGIN = 'http://site.invalid';

export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link.trim());
}

/** The path of a site link without query and hash, trailing slash removed ("" and "/" give "/"). */
export function linkPath(link: string): string {
  const { pathname } = new URL(link.trim() || '/', `${LOCAL_ORIGIN}/`);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
}

/**
 * A site link with `menuId=<id>` added, so the visit tracker can name the entry that was used.
 * The language stays out of it: `?l=` would pin the page to one language after a switch.
 * Outside addresses are returned as they are.
 */
export function menuHref(link: string, id: number): string {
  const trimmed = link.trim();
  if (isExternalLink(trimmed)) return trimmed;
  const url = new URL(trimmed || '/', `${LOCAL_ORIGIN}/`);
  url.searchParams.delete('l');
  url.searchParams.set('menuId', String(id));
  return `${url.pathname}${url.search}${url.hash}`;
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

export interface MenuEntryLike {
  id: number;
  link: string;
  children: readonly MenuEntryLike[];
}

export interface ActiveMenu {
  /** The top-level entry to mark. */
  top: number | null;
  /** The subitem whose link is exactly the current path, if any. */
  child: number | null;
}

/** The entry or subitem whose link is exactly `path`, with its parent; a top-level entry first. */
function exactEntry(menu: readonly MenuEntryLike[], path: string): ActiveMenu | null {
  const internal = (item: MenuEntryLike) => !isExternalLink(item.link);
  for (const top of menu) {
    if (internal(top) && linkPath(top.link) === path) {
      // An entry often links to its first subitem's page (Brands to the first brand): mark both.
      const same = top.children.find((item) => internal(item) && linkPath(item.link) === path);
      return { top: top.id, child: same?.id ?? null };
    }
  }
  for (const top of menu) {
    const child = top.children.find((item) => internal(item) && linkPath(item.link) === path);
    if (child) return { top: top.id, child: child.id };
  }
  return null;
}

/**
 * Which entry the current route belongs to: an entry or subitem whose link is exactly the path;
 * else the top-level entry of the section the route declares (`section`, an address under it);
 * else the top-level entry sharing the path's first segment (its own link's or a subitem's); else
 * the home entry.
 */
export function activeMenu(menu: readonly MenuEntryLike[], pathname: string, section?: string): ActiveMenu {
  const path = linkPath(pathname);
  const internal = (item: MenuEntryLike) => !isExternalLink(item.link);
  const exact = exactEntry(menu, path);
  if (exact) return exact;
  // A page with no entry of its own (a car, a product, a page the editors left out of the menu)
  // is in its section, but is none of the section's subitems.
  if (section !== undefined) return { top: activeMenu(menu, section).top, child: null };

  const segment = firstSegment(path);
  if (segment) {
    const bySegment = menu.find((top) =>
      [top, ...top.children].some((item) => internal(item) && firstSegment(linkPath(item.link)) === segment),
    );
    if (bySegment) return { top: bySegment.id, child: null };
  }

  const home = menu.find((top) => internal(top) && linkPath(top.link) === '/');
  return { top: home?.id ?? null, child: null };
}

/**
 * The entry a screen of the site is, for visit tracking: the one linking exactly to the path (a
 * top-level entry before a subitem, as the header marks them), else the top-level entry of the
 * path's section, else the home entry.
 */
export function menuEntryId(menu: readonly MenuEntryLike[], pathname: string): number | null {
  const path = linkPath(pathname);
  const exact = (item: MenuEntryLike) => !isExternalLink(item.link) && linkPath(item.link) === path;
  const entry = menu.find(exact) ?? menu.flatMap((top) => top.children).find(exact);
  return entry?.id ?? activeMenu(menu, path).top;
}
