// The way back from a product page (SPEC section 2): opened from a car page, the query carries
// from, fromPath, fromName and carId and the link returns there; otherwise it leads to the
// product's catalogue section. fromPath comes from the address bar, so only a path on this site
// is accepted: never another origin ("//host", "/\host") or a scheme.
import { parsePositiveId } from '@refit/contract/rules';
import { paths } from '../../lib/paths.ts';

/** Longest car name shown in the link; a longer one is cut. */
const MAX_NAME_LENGTH = 60;
const MAX_PATH_LENGTH = 512;

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

export function safeFromPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash ("/\evil.example" is "//evil.example"); control
  // characters and spaces have no business in a path either.
  if (/[\\\s]/.test(value) || [...value].some(isControl)) return null;
  return value;
}

function safeName(value: string | null): string {
  const name = (value ?? '').replace(/\s+/g, ' ').trim();
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
}

export interface BackLink {
  to: string;
  /** Whom the link names: the page the visitor came from, or the section. */
  name: string;
  /** A car page without a name to show. */
  unnamedCar: boolean;
}

export interface BackLinkFallback {
  to: string;
  name: string;
}

/** The query parameters the back link is made from. */
export const BACK_LINK_PARAMS = ['from', 'fromName', 'fromPath', 'carId'] as const;

export function resolveBackLink(search: URLSearchParams, fallback: BackLinkFallback): BackLink {
  const fromCar = search.get('from') === 'car';
  const name = safeName(search.get('fromName'));
  const path = safeFromPath(search.get('fromPath'));
  const carId = parsePositiveId(search.get('carId'));
  const carPath = carId === null ? null : paths.car(carId);

  const to = path ?? (fromCar ? carPath : null);
  if (!to) return { ...fallback, unnamedCar: false };
  return { to, name, unnamedCar: name === '' };
}
