// What `npm start` prints once the site answers, when a person is watching (pretty logs): where
// the site and the admin are, how to make the first owner, and which database is in use, so the
// setup link does not scroll away among request lines.
import type { Config } from '../../config.ts';

export interface StartFacts {
  config: Pick<Config, 'HOST' | 'PORT' | 'SITE_ORIGIN' | 'DATABASE_URL' | 'DATA_DIR'>;
  /** The first owner's one-time setup link, when there is no account yet. */
  setupUrl: string | undefined;
  readyInMs: number;
}

/** The database as the banner names it: never its password. */
export function databaseLabel(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `SQLite, ${config.DATA_DIR.replace(/\/+$/, '')}/site.db`;
  const url = URL.parse(config.DATABASE_URL);
  if (!url) return 'PostgreSQL';
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `PostgreSQL, ${user}${url.host}${url.pathname}`;
}

export function siteAddress(config: Pick<Config, 'HOST' | 'PORT' | 'SITE_ORIGIN'>): string {
  if (config.SITE_ORIGIN) return config.SITE_ORIGIN.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export function startBanner({ config, setupUrl, readyInMs }: StartFacts): string {
  const site = siteAddress(config);
  const rows: [string, string][] = [
    ['Site', `${site}/`],
    ['Admin', `${site}/admin`],
  ];
  if (setupUrl) {
    rows.push(['First owner', `open within an hour: ${setupUrl}`]);
    rows.push(['', 'or: npm run admin -- create-user --email you@example.com --role owner']);
  }
  rows.push(['Database', databaseLabel(config)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `  锐界改装 RUIJIE TUNING is ready (${(readyInMs / 1000).toFixed(1)} s)`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    '',
  ].join('\n');
}
