// The command line of `npm run bench:phone`, read and checked before anything is started, so that
// a typo fails in a second rather than after the servers have come up.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGS, PUBLIC_ROUTES } from '../../tests/site/routes-public.ts';
import type { Lang, PublicRoute } from '../../tests/site/routes-public.ts';

export interface BenchOptions {
  /** Measured loads of each page (of each checkout, when two are compared). */
  loads: number;
  routes: readonly PublicRoute[];
  langs: readonly Lang[];
  /** Where the JSON report goes, if anywhere. */
  json: string | undefined;
  /** An already running site to measure instead of starting this checkout's server. */
  url: string | undefined;
  /** Another checkout whose server is measured beside this one's. */
  compareWith: string | undefined;
  /** Whether each load taps at its first LCP entry (off: "live" as for a visitor who waits). */
  tap: boolean;
}

export const USAGE = `Usage: npm run bench:phone -- [--loads N] [--routes /,/car/1] [--langs zh,en]
                           [--json FILE] [--url http://HOST:PORT | --compare-with DIR] [--no-tap]`;

/** A comma-separated list, blanks left out. */
function list(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The routes asked for, in the order of PUBLIC_ROUTES; an unknown one is an error, not a silent skip. */
function pickRoutes(asked: string[] | undefined): readonly PublicRoute[] {
  if (!asked) return PUBLIC_ROUTES;
  const unknown = asked.filter((route) => !PUBLIC_ROUTES.some((known) => known.path === route));
  if (unknown.length > 0) {
    const known = PUBLIC_ROUTES.map((route) => route.path).join(' ');
    throw new Error(`unknown route ${unknown.join(', ')}; the public routes are: ${known}`);
  }
  return PUBLIC_ROUTES.filter((route) => asked.includes(route.path));
}

function pickLangs(asked: string[] | undefined): readonly Lang[] {
  if (!asked) return LANGS;
  const unknown = asked.filter((lang) => !LANGS.some((known) => known === lang));
  if (unknown.length > 0) throw new Error(`unknown language ${unknown.join(', ')}; use ${LANGS.join(', ')}`);
  return LANGS.filter((lang) => asked.includes(lang));
}

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      loads: { type: 'string', default: '5' },
      routes: { type: 'string' },
      langs: { type: 'string' },
      json: { type: 'string' },
      url: { type: 'string' },
      'compare-with': { type: 'string' },
      'no-tap': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const loads = Number(values.loads);
  if (!Number.isInteger(loads) || loads < 1) throw new Error(`--loads must be a whole number >= 1`);
  if (values.url && values['compare-with']) {
    throw new Error('--url and --compare-with exclude each other: a comparison starts both servers');
  }
  return {
    loads,
    routes: pickRoutes(list(values.routes)),
    langs: pickLangs(list(values.langs)),
    json: values.json ? path.resolve(values.json) : undefined,
    url: values.url?.replace(/\/+$/, ''),
    compareWith: values['compare-with'] ? path.resolve(values['compare-with']) : undefined,
    tap: !values['no-tap'],
  };
}
