// The catalogue's filters as the address carries them (?brandId=, ?carId=, ?q=): read leniently
// (a malformed value is no filter, so an old or hand-edited link still opens a page), written
// back without empty parameters so filtered pages have short, shareable addresses.
import { CATALOGUE_SEARCH_MAX } from '@refit/contract';
import type { ProductCategory } from '@refit/contract';
import { parsePositiveId } from '@refit/contract/rules';

export interface CatalogueFilterValues {
  brandId: number | null;
  carId: number | null;
  /** The search text, trimmed; '' for none. */
  q: string;
}

export const NO_FILTER: CatalogueFilterValues = { brandId: null, carId: null, q: '' };

/** Names of the filters in the address, in the order they are written. */
export const FILTER_PARAMS = ['brandId', 'carId', 'q'] as const;

// Control characters are no part of a product name (the API refuses them).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function cleanSearch(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, CATALOGUE_SEARCH_MAX).trim();
}

export function readCatalogueFilter(params: URLSearchParams): CatalogueFilterValues {
  return {
    brandId: parsePositiveId(params.get('brandId') ?? undefined),
    carId: parsePositiveId(params.get('carId') ?? undefined),
    q: cleanSearch(params.get('q') ?? ''),
  };
}

export function isFiltered(filter: CatalogueFilterValues): boolean {
  return filter.brandId !== null || filter.carId !== null || filter.q !== '';
}

/** The address query of a filter ('' without one, else starting with ?). */
export function filterSearch(filter: CatalogueFilterValues): string {
  const params = new URLSearchParams();
  if (filter.brandId !== null) params.set('brandId', String(filter.brandId));
  if (filter.carId !== null) params.set('carId', String(filter.carId));
  if (filter.q !== '') params.set('q', filter.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The filter as the catalogue calls take it: only what is set. On the wheels pages the brand and
 * model are the visitor's car (decision 0066): the wheels that fit it, not the parts made for it.
 */
export function filterApiQuery(
  filter: CatalogueFilterValues,
  category?: ProductCategory,
): {
  brandId?: number;
  carId?: number;
  fitsCarId?: number;
  fitsBrandId?: number;
  q?: string;
} {
  const search = filter.q !== '' ? { q: filter.q } : {};
  if (category === 'wheels') {
    // The model names the car; its brand adds nothing then.
    if (filter.carId !== null) return { fitsCarId: filter.carId, ...search };
    return { ...(filter.brandId !== null ? { fitsBrandId: filter.brandId } : {}), ...search };
  }
  return {
    ...(filter.brandId !== null ? { brandId: filter.brandId } : {}),
    ...(filter.carId !== null ? { carId: filter.carId } : {}),
    ...search,
  };
}
