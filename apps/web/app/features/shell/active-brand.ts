// Which brand the sidebar marks (SPEC section 4): the brand of /brand/:id, kept on /car/:id (the
// car's own brand when its page says which), cleared on every other route.
import { BRAND_SLUGS } from '@refit/contract';

export type BrandDecision =
  | { kind: 'brand'; id: number }
  /** A car page that does not name its brand: keep whatever was marked before. */
  | { kind: 'keep' }
  | { kind: 'none' };

interface MatchLike {
  loaderData?: unknown;
}

interface BrandLike {
  id: number;
  slug: string;
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** `brandId` of a route's loader data, at its top level or in its `car`. */
function brandIdOf(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const direct = positiveId(record.brandId);
  if (direct !== null) return direct;
  const car = record.car;
  return car && typeof car === 'object' ? positiveId((car as Record<string, unknown>).brandId) : null;
}

export function decideActiveBrand(
  pathname: string,
  matches: readonly MatchLike[],
  brands: readonly BrandLike[],
): BrandDecision {
  const [, section = '', param = ''] = pathname.split('/');
  if (section === 'brand' && param) {
    const id = positiveId(decodeURIComponent(param));
    if (id !== null) return { kind: 'brand', id };
    const bySlug = brands.find((brand) => brand.slug === param.toLowerCase());
    return bySlug ? { kind: 'brand', id: bySlug.id } : { kind: 'none' };
  }
  if (section === 'car') {
    for (const match of matches) {
      const id = brandIdOf(match.loaderData);
      if (id !== null) return { kind: 'brand', id };
    }
    return { kind: 'keep' };
  }
  return { kind: 'none' };
}

/** The URL slug of a brand from its English name ("Mercedes-Benz" gives "mercedes"), or "". */
export function brandSlug(englishName: string): string {
  const name = englishName.toLowerCase().replace(/[^a-z]/g, '');
  return BRAND_SLUGS.find((slug) => name.startsWith(slug)) ?? '';
}
