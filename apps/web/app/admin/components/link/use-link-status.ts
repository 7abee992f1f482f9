// What a link field's address leads to, said beside it as the editor types or chooses: a page of
// the site, an item (looked up by the server: its title, or that there is no such item, or that it
// is not published yet), a file, another site; or why the address cannot be stored. The shape is
// judged at once by the link rule the server applies on save (`siteLink`); the item, once typing
// pauses.
import { contentTypeLabels } from '@refit/contract/content-types';
import { siteLink } from '@refit/contract/content-types/site-links';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { knownTarget, lookUpLinkTarget, targetKey } from './link-lookup.ts';

/** How long typing must pause before the item an address names is looked up. */
const LOOKUP_PAUSE_MS = 300;

export type LinkStatus =
  | { tone: 'none' }
  | { tone: 'checking'; text: string }
  /** Where it leads (`kind`: a page, a type of item, another site…) and what (`title`). */
  | { tone: 'ok'; kind: string; title: string }
  | { tone: 'warning'; kind: string; title: string; text: string }
  /** The address cannot be stored: the server refuses it too. */
  | { tone: 'error'; text: string }
  /** The look-up failed: nothing is known either way. */
  | { tone: 'unknown'; text: string };

export function useLinkStatus(value: string): LinkStatus {
  const t = useAdminText().links;
  const lang = useAdminLanguage();
  const link = siteLink(value);
  const item = link.kind === 'item' ? link : null;
  const key = item ? targetKey(item.type, item.id) : '';
  const known = item ? knownTarget(item.type, item.id) : undefined;
  const asked = useDebounced(known ? '' : key, LOOKUP_PAUSE_MS);
  const lookup = useAdminQuery(`link-target:${asked}`, (signal) =>
    item && asked === key ? lookUpLinkTarget(item.type, item.id, signal) : Promise.resolve(null),
  );

  switch (link.kind) {
    case 'empty':
      return { tone: 'none' };
    case 'refused':
      return { tone: 'error', text: link.refusal === 'control' ? t.control : t.refused };
    case 'not-a-page':
      return { tone: 'error', text: t.notAPage };
    case 'page':
      return { tone: 'ok', kind: t.leadsTo.page, title: t.pages[link.page] };
    case 'item':
      break;
    default:
      return { tone: 'ok', kind: t.leadsTo[link.kind], title: value.trim() };
  }
  const kind = contentTypeLabels(lang)[link.type];
  if (!known && (asked !== key || lookup.loading)) return { tone: 'checking', text: t.checking };
  if (!known && lookup.error) return { tone: 'unknown', text: t.checkFailed };
  const target = known ?? lookup.data;
  if (!target) return { tone: 'error', text: t.noSuch[link.type] };
  const title =
    (lang === 'en' ? target.titleEn || target.title : target.title || target.titleEn) || `#${target.id}`;
  return target.published
    ? { tone: 'ok', kind, title }
    : { tone: 'warning', kind, title, text: t.notPublished };
}
