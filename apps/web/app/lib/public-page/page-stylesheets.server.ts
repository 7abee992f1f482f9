// A public page's stylesheets in one file (decision 0040). React Router names each stylesheet of
// the matched routes as its own `<link rel="stylesheet">` (nine on Home), and a phone waits for
// every one of them before its first paint. The build writes, for each list of stylesheets a page
// can have, one file that holds them all (combinePageStylesheets); the page then names that file
// first, and keeps React Router's links, disabled: React matches the head's links by rel and
// href while hydrating, and a link disabled in the markup is never fetched. Pages visited later in
// the same tab get their stylesheets as React Router adds them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The one file of a page's stylesheets, by their addresses in order, or null when there is none. */
export type CombinedStylesheet = (hrefs: readonly string[]) => string | null;

/** Where the build records which file holds which list (beside the server build). */
export const PAGE_STYLESHEETS_FILE = 'page-stylesheets.json';

/** A route as the build's manifest describes it: its parent, and the stylesheets it imports. */
export interface ManifestRoute {
  parentId?: string | undefined;
  css?: readonly string[] | undefined;
}

/** A stylesheet link as React Router writes it, with the response's nonce on a streamed page. */
const STYLESHEET_LINK = /<link((?: nonce="[^"]*")?) rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
/** Rules that are only valid at the start of a stylesheet, and so cannot follow another. */
const LEADING_RULE = /^\s*@(import|charset|namespace)\b/i;

const listKey = (hrefs: readonly string[]) => hrefs.join(' ');

/**
 * The stylesheet lists pages can have: for every route, those of its ancestors from the root and
 * its own, each once, in the order React Router names them. Lists of one are left as they are.
 */
export function pageStylesheetLists(routes: Readonly<Record<string, ManifestRoute>>): string[][] {
  const lists = new Map<string, string[]>();
  for (const id of Object.keys(routes)) {
    const chain: ManifestRoute[] = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
      chain.unshift(route);
    }
    const hrefs = [...new Set(chain.flatMap((route) => route.css ?? []))];
    if (hrefs.length > 1) lists.set(listKey(hrefs), hrefs);
  }
  return [...lists.values()];
}

/**
 * Writes one file for each list into the client build's assets, named by a hash of its content,
 * and returns the record of which file holds which list. A list where a stylesheet other than the
 * first starts with a rule that must stay first in its file (an @import) is left out.
 */
export function combinePageStylesheets(
  clientDir: string,
  lists: readonly string[][],
): Record<string, string> {
  const combined: Record<string, string> = {};
  for (const hrefs of lists) {
    const texts = hrefs.map((href) => fs.readFileSync(path.join(clientDir, href), 'utf8'));
    if (texts.slice(1).some((text) => LEADING_RULE.test(text))) continue;
    const content = texts.join('\n');
    const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);
    const href = `/assets/page-styles-${hash}.css`;
    fs.writeFileSync(path.join(clientDir, href), content);
    combined[listKey(hrefs)] = href;
  }
  return combined;
}

/** The build's record of combined stylesheets; none (every page keeps its links) when it has none. */
export function readCombinedStylesheets(file: string): CombinedStylesheet {
  let combined: Record<string, string> = {};
  try {
    combined = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // The development server builds no such record.
  }
  return (hrefs) => combined[listKey(hrefs)] ?? null;
}

/**
 * A page's whole head with its stylesheet links replaced by the one file that holds them, when
 * the build made one for exactly that list; otherwise unchanged.
 */
export function combineStylesheetLinks(head: string, combinedOf: CombinedStylesheet): string {
  const links = [...head.matchAll(STYLESHEET_LINK)];
  const combined = combinedOf(links.map((link) => link[2] ?? ''));
  if (combined === null) return head;
  let first = true;
  return head.replace(STYLESHEET_LINK, (_link, nonce: string, href: string) => {
    const one = first ? `<link${nonce} rel="stylesheet" href="${combined}"/>` : '';
    first = false;
    return `${one}<link${nonce} rel="stylesheet" href="${href}" disabled=""/>`;
  });
}
