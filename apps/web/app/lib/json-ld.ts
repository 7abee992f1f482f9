// Structured data (schema.org JSON-LD) for search engines: products, cars and breadcrumbs.
// Builders take display values in the page's language; URLs must already be absolute.

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A site-relative path or image URL made absolute against the request origin. */
export function absoluteUrl(origin: string, url: string): string {
  if (url === '' || /^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${origin.split(':')[0] ?? 'https'}:${url}`;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

const nonEmpty = (values: readonly string[]) => values.filter((value) => value.trim() !== '');

export interface ProductJsonLdInput {
  name: string;
  url: string;
  images: readonly string[];
  description: string;
  brand: string;
  category: string;
  sku?: string;
  /** The car a part is made for, when it is made for one. */
  vehicle?: { name: string; brand: string; url?: string } | undefined;
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    url: input.url,
    image: nonEmpty(input.images),
    category: input.category,
  };
  if (input.description) data.description = input.description;
  if (input.brand) data.brand = { '@type': 'Brand', name: input.brand };
  if (input.sku) data.sku = input.sku;
  if (input.vehicle) {
    data.isAccessoryOrSparePartFor = {
      '@type': 'Car',
      name: input.vehicle.name,
      brand: { '@type': 'Brand', name: input.vehicle.brand },
      ...(input.vehicle.url ? { url: input.vehicle.url } : {}),
    };
  }
  return data;
}

export interface VehicleJsonLdInput {
  name: string;
  brand: string;
  url: string;
  images: readonly string[];
  description?: string;
  /** The model name alone, e.g. "720S". */
  model?: string;
}

/** A car of the showcase (car detail page). */
export function vehicleJsonLd(input: VehicleJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Car',
    name: input.name,
    url: input.url,
    image: nonEmpty(input.images),
    brand: { '@type': 'Brand', name: input.brand },
  };
  if (input.model) data.model = input.model;
  if (input.description) data.description = input.description;
  return data;
}

export interface BreadcrumbStep {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * JSON text that is safe inside a <script> element: "<" can never close the element or open a
 * comment, and the line separators that old parsers reject are escaped as well.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
