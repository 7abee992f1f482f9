// Where the link field and its picker get what they show: the admin's link calls by name, the
// site's own pages (from the link rule, named in the admin's words), and the items already seen,
// kept for the page's life so that an address just chosen shows its title without asking again.
import type { LinkSearch, LinkTarget } from '@refit/contract/admin';
import { LINK_PAGES } from '@refit/contract/content-types/site-links';
import type { LinkedType, LinkPage } from '@refit/contract/content-types/site-links';
import { callAdmin } from '../../lib/api-client.ts';
import { adminMessages } from '../../lib/i18n.ts';

/** Items seen by `${type}:${id}`. */
const known = new Map<string, LinkTarget>();

export const targetKey = (type: LinkedType, id: number) => `${type}:${id}`;

export function knownTarget(type: LinkedType, id: number): LinkTarget | undefined {
  return known.get(targetKey(type, id));
}

export function rememberTargets(targets: readonly LinkTarget[]): void {
  for (const target of targets) known.set(targetKey(target.type, target.id), target);
}

export async function searchLinkTargets(q: string, signal: AbortSignal): Promise<LinkSearch> {
  const answer = await callAdmin('searchLinkTargets', { query: { q }, signal });
  rememberTargets(answer.records);
  return answer;
}

/** The item an address names, or null when there is no such item. */
export async function lookUpLinkTarget(
  type: LinkedType,
  id: number,
  signal: AbortSignal,
): Promise<LinkTarget | null> {
  const { target } = await callAdmin('getLinkTarget', { params: { type, id }, signal });
  if (target) rememberTargets([target]);
  return target;
}

/** A page of the site by the link rule's name, with its name in both of the admin's languages. */
export interface PageChoice {
  page: LinkPage;
  address: string;
  names: { zh: string; en: string };
}

const PAGE_CHOICES: readonly PageChoice[] = LINK_PAGES.map(({ page, address }) => ({
  page,
  address,
  names: { zh: adminMessages('zh').links.pages[page], en: adminMessages('en').links.pages[page] },
}));

/** The pages whose name in either language, or address, holds the text (all of them for none). */
export function matchingPages(text: string): readonly PageChoice[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return PAGE_CHOICES;
  return PAGE_CHOICES.filter(
    (choice) =>
      choice.names.zh.toLowerCase().includes(needle) ||
      choice.names.en.toLowerCase().includes(needle) ||
      choice.address.includes(needle),
  );
}
