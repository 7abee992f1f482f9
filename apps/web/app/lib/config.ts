// Settings of the web app, fixed at build time (checked in build-config.ts and defined by name in
// vite.config.ts): the server bundle and the browser bundle must agree on them, or hydration
// would see different markup. The one place in app/ that reads import.meta.env.
import { API_DEFAULT_PAGE_SIZE, API_TIMEOUT_MS } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';

export interface WebConfig {
  /** Where API calls go from the browser; our own server answers under /api. */
  apiBaseUrl: string;
  /** Base address that relative image paths are appended to (SPEC section 7). */
  imageBaseUrl: string;
  /** Short site name used in page titles, per language. */
  siteShortName: Record<UiLanguage, string>;
  /** Site tag used in car and brand page titles, per language. */
  siteTag: Record<UiLanguage, string>;
  /** Time-out of one API call in milliseconds (SPEC section 9). */
  apiTimeoutMs: number;
  /** Page size of paged calls that name none. */
  apiDefaultPageSize: number;
  /** Public origin for absolute links (SITE_ORIGIN); empty: the request's own. */
  siteOrigin: string;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

function text(value: string | boolean | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Production values unless the mode is development or test (SPEC section 9). */
export function timeoutForMode(mode: string): number {
  if (mode === 'development') return API_TIMEOUT_MS.development;
  if (mode === 'test') return API_TIMEOUT_MS.test;
  return API_TIMEOUT_MS.production;
}

/** Page size of paged calls that name none: production's unless the mode says otherwise (SPEC 9). */
export function pageSizeForMode(mode: string): number {
  if (mode === 'development') return API_DEFAULT_PAGE_SIZE.development;
  if (mode === 'test') return API_DEFAULT_PAGE_SIZE.test;
  return API_DEFAULT_PAGE_SIZE.production;
}

export function readConfig(env: Env): WebConfig {
  return {
    apiBaseUrl: text(env.API_BASE_URL, '/api'),
    imageBaseUrl: text(env.IMAGE_BASE_URL, '/api/static/'),
    siteShortName: {
      zh: text(env.SITE_SHORT_NAME, '锐界改装'),
      en: text(env.SITE_SHORT_NAME_EN, 'RUIJIE TUNING'),
    },
    siteTag: {
      zh: text(env.SITE_TAG, '锐界改装'),
      en: text(env.SITE_TAG_EN, 'RUIJIE TUNING'),
    },
    apiTimeoutMs: timeoutForMode(text(env.MODE, 'production')),
    apiDefaultPageSize: pageSizeForMode(text(env.MODE, 'production')),
    siteOrigin: text(env.SITE_ORIGIN, ''),
  };
}

// Each setting by name: Vite replaces exactly these, and nothing else of the build's environment
// reaches the bundles.
export const config: WebConfig = readConfig({
  API_BASE_URL: import.meta.env.API_BASE_URL,
  IMAGE_BASE_URL: import.meta.env.IMAGE_BASE_URL,
  SITE_SHORT_NAME: import.meta.env.SITE_SHORT_NAME,
  SITE_SHORT_NAME_EN: import.meta.env.SITE_SHORT_NAME_EN,
  SITE_TAG: import.meta.env.SITE_TAG,
  SITE_TAG_EN: import.meta.env.SITE_TAG_EN,
  SITE_ORIGIN: import.meta.env.SITE_ORIGIN,
  MODE: import.meta.env.MODE,
});
