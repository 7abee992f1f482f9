import { describe, expect, it } from 'vitest';
import { pageSizeForMode, readConfig, timeoutForMode } from './config.ts';

describe('config', () => {
  it('uses the API time-out of the mode, production by default', () => {
    expect(timeoutForMode('production')).toBe(15000);
    expect(timeoutForMode('development')).toBe(10000);
    expect(timeoutForMode('test')).toBe(8000);
    expect(timeoutForMode('staging')).toBe(15000);
    expect(readConfig({}).apiTimeoutMs).toBe(15000);
  });

  it('uses the default page size of the mode: 10, but 1 in development', () => {
    expect(pageSizeForMode('production')).toBe(10);
    expect(pageSizeForMode('development')).toBe(1);
    expect(pageSizeForMode('test')).toBe(10);
    expect(readConfig({}).apiDefaultPageSize).toBe(10);
    expect(readConfig({ MODE: 'development' }).apiDefaultPageSize).toBe(1);
  });

  it('has defaults for our own server and reads overrides', () => {
    expect(readConfig({})).toMatchObject({
      apiBaseUrl: '/api',
      imageBaseUrl: '/api/static/',
      siteShortName: { zh: '锐界改装', en: 'RUIJIE TUNING' },
    });
    expect(
      readConfig({ API_BASE_URL: 'https://cms.example.com/api', SITE_SHORT_NAME_EN: 'ACME' }),
    ).toMatchObject({
      apiBaseUrl: 'https://cms.example.com/api',
      siteShortName: { zh: '锐界改装', en: 'ACME' },
    });
  });
});
