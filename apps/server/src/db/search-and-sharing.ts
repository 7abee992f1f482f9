// An item page's own words and share picture (`content-types/search-and-sharing.ts`) between its
// table's columns, the admin's document and the public record.
import { SEARCH_AND_SHARING_COLUMNS } from '@refit/contract/content-types';
import type { SearchAndSharing } from '@refit/contract';

export { SEARCH_AND_SHARING_COLUMNS };

/** The five columns of a row (or a document), by themselves. */
export function searchAndSharingOf(row: SearchAndSharing): SearchAndSharing {
  const { seoTitle, seoTitleEn, seoDescription, seoDescriptionEn, shareImgUrl } = row;
  return { seoTitle, seoTitleEn, seoDescription, seoDescriptionEn, shareImgUrl };
}

/**
 * A public record with the five columns folded into its `seo`, left out when all are empty: an
 * item nobody wrote them for answers exactly as SPEC section 7 describes it.
 */
export function withSearchAndSharing<T extends SearchAndSharing>(
  row: T,
): Omit<T, keyof SearchAndSharing> & { seo?: SearchAndSharing } {
  const { seoTitle, seoTitleEn, seoDescription, seoDescriptionEn, shareImgUrl, ...record } = row;
  const seo = { seoTitle, seoTitleEn, seoDescription, seoDescriptionEn, shareImgUrl };
  return Object.values(seo).some((value) => value !== '') ? { ...record, seo } : record;
}

/** The five columns of `table`, named with it for a query that joins others. */
export function searchAndSharingColumns<T extends string>(table: T) {
  return SEARCH_AND_SHARING_COLUMNS.map((column) => `${table}.${column}` as const);
}

/** The five columns of a public record's `seo` (empty when it has none): what an import writes. */
export function searchAndSharingColumnsOf(seo: SearchAndSharing | undefined): SearchAndSharing {
  return seo
    ? searchAndSharingOf(seo)
    : { seoTitle: '', seoTitleEn: '', seoDescription: '', seoDescriptionEn: '', shareImgUrl: '' };
}
