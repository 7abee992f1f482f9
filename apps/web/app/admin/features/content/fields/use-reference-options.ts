// The items of another type, as choices of a select: a car's brand, a product's type. Asked once
// per type and page; the titles follow the admin's language.
import { useAdminLanguage } from '../../../lib/i18n.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import { listContent } from '../content-api.ts';
import type { ContentListRecord, ContentType } from '../content-types.ts';

export interface ReferenceOption {
  value: string;
  label: string;
}

export function recordTitle(record: Pick<ContentListRecord, 'title' | 'titleEn'>, lang: 'zh' | 'en') {
  return lang === 'en' ? record.titleEn || record.title : record.title || record.titleEn;
}

export function useReferenceOptions(type: ContentType): {
  options: ReferenceOption[];
  loading: boolean;
} {
  const lang = useAdminLanguage();
  const query = useAdminQuery(`reference:${type}`, (signal) =>
    listContent(type, { pageNo: 1, pageSize: 100 }, signal),
  );
  const options = (query.data?.records ?? []).map((record) => ({
    value: String(record.id),
    label: `${recordTitle(record, lang)}${record.parentTitle ? ` · ${record.parentTitle}` : ''}`,
  }));
  return { options, loading: query.loading };
}
