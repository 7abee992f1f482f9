// Which brand the sidebar marks (SPEC section 4): the brand of /brand/:id, kept on /car/:id (the
// car's own brand when its page says which), cleared on every other route.
import { parsePositiveId } from '@refit/contract/rules';
import { findBrandBySlug } from '../../../lib/brand-slug.ts';

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

/** `brandId` of a route's loader data, at its top level or in its `car`. */
function brandIdOf(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const direct = parsePositiveId(record.brandId);
  if (direct !== null) return direct;
  const car = record.car;
  return car && typeof car === 'object' ? parsePositiveId((car as Record<string, unknown>).brandId) : null;
}

export function decideActiveBrand(
  pathname: string,
  matches: readonly MatchLike[],
  brands: readonly BrandLike[],
): BrandDecision {
  const [, section = '', param = ''] = pathname.split('/');
  if (section === 'brand' && param) {
    const wanted = decodeURIComponent(param);
    const id = parsePositiveId(wanted);
    if (id !== null) return { kind: 'brand', id };
    // The brand page resolves the slug the same way, so the sidebar marks the brand it shows.
    const bySlug = findBrandBySlug(brands, wanted);
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
