// Which brand a /brand/:id address means (SPEC section 9): a numeric id, or a slug such as
// "porsche" or "mercedes": the brand's served slug, else the one made from its English name by the
// contract's slugify, so links written by hand and old bookmarks keep working. Nothing here
// depends on the order or ids of a particular catalogue. The brand page and the sidebar's active
// brand both resolve addresses here.
import { parsePositiveId, slugify } from '@refit/contract/rules';

/** What identifies a brand in an address: its id, and its slug or the English name it comes from. */
export interface BrandIdentity {
  id: number;
  /** The slug the content API serves, when it serves one. */
  slug?: string | undefined;
  brandNameEn?: string | undefined;
}

/** The brand's address name: the served slug when there is one, else its English name's. */
export function brandSlug(brand: Omit<BrandIdentity, 'id'>): string {
  return slugify(brand.slug ?? '') || slugify(brand.brandNameEn ?? '');
}

/** The brand a slug (not an id) names among `brands`, or null. */
export function findBrandBySlug<T extends BrandIdentity>(brands: readonly T[], param: string): T | null {
  const slug = slugify(param);
  if (slug === '') return null;
  return (
    brands.find((brand) => brandSlug(brand) === slug) ??
    // "mercedes" for "Mercedes-Benz": the first word of a compound name.
    brands.find((brand) => brandSlug(brand).startsWith(`${slug}-`)) ??
    null
  );
}

/** The brand id an address names by number ("3", " 3 "), or null for a slug or nothing. */
export function brandIdParam(param: string | undefined): number | null {
  return parsePositiveId((param ?? '').trim().toLowerCase());
}

export function findBrand<T extends BrandIdentity>(
  brands: readonly T[],
  param: string | undefined,
): T | null {
  const wanted = (param ?? '').trim().toLowerCase();
  if (wanted === '') return null;
  const id = brandIdParam(wanted);
  if (id !== null) return brands.find((brand) => brand.id === id) ?? null;
  return findBrandBySlug(brands, wanted);
}
