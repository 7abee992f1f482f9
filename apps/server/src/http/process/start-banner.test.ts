import { describe, expect, it } from 'vitest';
import { databaseLabel, startBanner } from './start-banner.ts';

const config = {
  HOST: '127.0.0.1',
  PORT: 3000,
  SITE_ORIGIN: undefined,
  DATABASE_URL: undefined,
  DATA_DIR: './data',
};

describe('the start banner', () => {
  it("names the site, the admin, the first owner's setup link and the database", () => {
    const banner = startBanner({
      config,
      setupUrl: 'http://127.0.0.1:3000/admin/setup?token=abc',
      readyInMs: 2_345,
    });
    expect(banner).toContain('is ready (2.3 s)');
    expect(banner).toMatch(/Site\s+http:\/\/localhost:3000\//);
    expect(banner).toMatch(/Admin\s+http:\/\/localhost:3000\/admin/);
    expect(banner).toContain('open within an hour: http://127.0.0.1:3000/admin/setup?token=abc');
    expect(banner).toContain('npm run admin -- create-user');
    expect(banner).toMatch(/Database\s+SQLite, \.\/data\/site\.db/);
  });

  it('leaves the setup out once an owner exists, and uses the public origin when set', () => {
    const banner = startBanner({
      config: { ...config, SITE_ORIGIN: 'https://www.example.cn' },
      setupUrl: undefined,
      readyInMs: 900,
    });
    expect(banner).toMatch(/Site\s+https:\/\/www\.example\.cn\//);
    expect(banner).not.toContain('First owner');
  });

  it('never shows a PostgreSQL password', () => {
    expect(
      databaseLabel({ DATA_DIR: './data', DATABASE_URL: 'postgres://refit:s3cret@db.internal:5432/refit' }),
    ).toBe('PostgreSQL, refit@db.internal:5432/refit');
  });
});
