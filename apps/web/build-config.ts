// The web app's settings, read from the environment once, at build time, and checked here: the
// Vite config bakes them into the server and browser bundles (define), the React Router config and
// the compression script take the build folder from here. Nothing else in apps/web reads
// process.env (lint rule in eslint.config.js).
import path from 'node:path';

/** Settings the bundles carry, each under its own name; no other variable reaches a browser. */
export const BUNDLED_SETTINGS = [
  'API_BASE_URL',
  'IMAGE_BASE_URL',
  'SITE_SHORT_NAME',
  'SITE_SHORT_NAME_EN',
  'SITE_TAG',
  'SITE_TAG_EN',
  'SITE_ORIGIN',
] as const;

export type BundledSetting = (typeof BUNDLED_SETTINGS)[number];

export interface BundledSettingDoc {
  description: string;
  /** The value app/lib/config.ts falls back on (build-config.test.ts holds them equal); unset: none. */
  default: string | undefined;
  allowed: string;
}

const BASE_URL = 'a path on this site (`/api`) or an http(s) address without query';

/** What each bundled setting is for, for docs/configuration.md (npm run docs:config). */
export const BUNDLED_SETTING_DOCS: Record<BundledSetting, BundledSettingDoc> = {
  API_BASE_URL: {
    description:
      'Where the web app sends its API calls; an http(s) address points the site at another backend that speaks the same contract (docs/operations.md).',
    default: '/api',
    allowed: BASE_URL,
  },
  IMAGE_BASE_URL: {
    description: 'The base that image paths are appended to.',
    default: '/api/static/',
    allowed: BASE_URL,
  },
  SITE_SHORT_NAME: {
    description: 'The site name in Chinese page titles.',
    default: '锐界改装',
    allowed: 'text',
  },
  SITE_SHORT_NAME_EN: {
    description: 'The site name in English page titles.',
    default: 'RUIJIE TUNING',
    allowed: 'text',
  },
  SITE_TAG: {
    description: 'The site tag in Chinese car, brand and product page titles.',
    default: '锐界改装',
    allowed: 'text',
  },
  SITE_TAG_EN: {
    description: 'The site tag in English car, brand and product page titles.',
    default: 'RUIJIE TUNING',
    allowed: 'text',
  },
  SITE_ORIGIN: {
    description:
      "The public origin of canonical and hreflang links; unset: the request's own. Set it in production, where the request's host is the proxy's. The server reads it too (above).",
    default: undefined,
    allowed: 'an http(s) origin',
  },
};

type Env = Readonly<Record<string, string | undefined>>;

/** A site path (`/api`) or an absolute http(s) address; anything else stops the build. */
export function checkBaseUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) return text;
  throw new Error(
    `${name} must be a path on this site (such as /api) or an http(s) address without query, not "${value}"`,
  );
}

/** An http(s) origin; anything else stops the build. */
export function checkOrigin(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) origin such as https://www.example.com, not "${value}"`);
}

/** The settings the bundles carry, checked (undefined: the app's default). */
export function bundledSettings(env: Env): Record<BundledSetting, string | undefined> {
  return {
    API_BASE_URL: checkBaseUrl('API_BASE_URL', env.API_BASE_URL),
    IMAGE_BASE_URL: checkBaseUrl('IMAGE_BASE_URL', env.IMAGE_BASE_URL),
    SITE_SHORT_NAME: env.SITE_SHORT_NAME,
    SITE_SHORT_NAME_EN: env.SITE_SHORT_NAME_EN,
    SITE_TAG: env.SITE_TAG,
    SITE_TAG_EN: env.SITE_TAG_EN,
    SITE_ORIGIN: checkOrigin('SITE_ORIGIN', env.SITE_ORIGIN),
  };
}

/** Where the build goes: WEB_BUILD_DIR (absolute) builds elsewhere, e.g. to compare two builds. */
export function buildDirectory(env: Env): string {
  return env.WEB_BUILD_DIR ?? path.join(import.meta.dirname, 'build');
}

export const buildEnv: Env = process.env;
