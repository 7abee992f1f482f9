// The items of another type, as choices of a select: a car's brand, a product's type, a stage's
// part. The first hundred, or those whose title holds the words searched for (a type with more
// items than a select lists, such as products); the titles follow the admin's language.
import { useAdminLanguage } from '../../../lib/i18n.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import { contentTypeDeclaration } from '@refit/contract/content-types';
import { getContent, listContent } from '../content-api.ts';
import type { ContentListRecord, ContentType } from '../content-types.ts';

/** The choices a select lists at most. */
const REFERENCE_OPTIONS = 100;

export interface ReferenceOption {
  value: string;
  label: string;
}

export function recordTitle(record: Pick<ContentListRecord, 'title' | 'titleEn'>, lang: 'zh' | 'en') {
  return lang === 'en' ? record.titleEn || record.title : record.title || record.titleEn;
}

export function useReferenceOptions(
  type: ContentType,
  search = '',
): {
  options: ReferenceOption[];
  loading: boolean;
  /** More items match than the options list. */
  more: boolean;
} {
  const lang = useAdminLanguage();
  const q = search.trim();
  const query = useAdminQuery(`reference:${type}:${q}`, (signal) =>
    listContent(type, { pageNo: 1, pageSize: REFERENCE_OPTIONS, ...(q ? { q } : {}) }, signal),
  );
  const options = (query.data?.records ?? []).map((record) => ({
    value: String(record.id),
    label: `${recordTitle(record, lang)}${record.parentTitle ? ` · ${record.parentTitle}` : ''}`,
  }));
  return { options, loading: query.loading, more: (query.data?.total ?? 0) > options.length };
}

/**
 * The title of a chosen item the options do not list (beyond the first hundred, or outside the
 * search): read once with the item; undefined for none, or while it loads.
 */
export function useChosenTitle(type: ContentType, id: number | null): string | undefined {
  const lang = useAdminLanguage();
  const query = useAdminQuery(`reference-item:${type}:${id ?? ''}`, (signal) =>
    id === null ? Promise.resolve(undefined) : getContent(type, id, signal),
  );
  const document = query.data?.document as Record<string, unknown> | undefined;
  if (id === null || !document) return undefined;
  const { titleColumn } = contentTypeDeclaration(type);
  const text = (key: string) => (typeof document[key] === 'string' ? document[key] : '');
  return recordTitle({ title: text(titleColumn), titleEn: text(`${titleColumn}En`) }, lang) || undefined;
}
