// Which brand a /brand/:id address means (SPEC section 9): a numeric id, or a slug such as
// "porsche" or "mercedes" matched against the English brand name, so links written by hand
// and old bookmarks keep working. The slug list of the contract is the last resort: it names
// the brands in the order the catalogue was set up.
import { BRAND_SLUGS } from '@refit/contract';

interface BrandIdentity {
  id: number;
  brandNameEn: string;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** "Mercedes-Benz" becomes "mercedes-benz"; accents are dropped ("Citroën" becomes "citroen"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function findBrand<T extends BrandIdentity>(
  brands: readonly T[],
  param: string | undefined,
): T | null {
  const wanted = (param ?? '').trim().toLowerCase();
  if (wanted === '') return null;
  if (ID_PATTERN.test(wanted)) return brands.find((brand) => brand.id === Number(wanted)) ?? null;

  const slug = slugify(wanted);
  if (slug === '') return null;
  const byName =
    brands.find((brand) => slugify(brand.brandNameEn) === slug) ??
    // "mercedes" for "Mercedes-Benz": the first word of a compound name.
    brands.find((brand) => slugify(brand.brandNameEn).startsWith(`${slug}-`));
  if (byName) return byName;

  const position = (BRAND_SLUGS as readonly string[]).indexOf(slug);
  return position === -1 ? null : (brands.find((brand) => brand.id === position + 1) ?? null);
}
