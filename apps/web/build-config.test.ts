import { describe, expect, it } from 'vitest';
import { readConfig } from './app/lib/config.ts';
import type { BundledSetting } from './build-config.ts';
import { BUNDLED_SETTING_DOCS, BUNDLED_SETTINGS, bundledSettings } from './build-config.ts';

describe('build settings', () => {
  it('accepts a site path or an http(s) address for API_BASE_URL and IMAGE_BASE_URL', () => {
    expect(bundledSettings({})).toMatchObject({ API_BASE_URL: undefined, IMAGE_BASE_URL: undefined });
    expect(
      bundledSettings({ API_BASE_URL: '/api', IMAGE_BASE_URL: 'https://img.example.com/static/' }),
    ).toMatchObject({ API_BASE_URL: '/api', IMAGE_BASE_URL: 'https://img.example.com/static/' });
  });

  it('stops the build on an address it cannot use, naming the variable', () => {
    expect(() => bundledSettings({ API_BASE_URL: 'api' })).toThrow(/API_BASE_URL/);
    expect(() => bundledSettings({ API_BASE_URL: '//evil.example/api' })).toThrow(/API_BASE_URL/);
    expect(() => bundledSettings({ IMAGE_BASE_URL: 'ftp://example.com/' })).toThrow(/IMAGE_BASE_URL/);
    expect(() => bundledSettings({ IMAGE_BASE_URL: 'https://x.example/?a=1' })).toThrow(/IMAGE_BASE_URL/);
    expect(() => bundledSettings({ SITE_ORIGIN: 'www.example.com' })).toThrow(/SITE_ORIGIN/);
  });

  it('carries the listed settings only, whatever else the environment holds', () => {
    const settings = bundledSettings({ SITE_SECRET: 'x', SITE_TAG: 'Tag', VITE_OTHER: 'y' });
    expect(Object.keys(settings).sort()).toEqual([...BUNDLED_SETTINGS].sort());
    expect(settings.SITE_TAG).toBe('Tag');
  });

  it('documents the defaults the app falls back on', () => {
    const config = readConfig({});
    const applied: Record<BundledSetting, string> = {
      API_BASE_URL: config.apiBaseUrl,
      IMAGE_BASE_URL: config.imageBaseUrl,
      SITE_SHORT_NAME: config.siteShortName.zh,
      SITE_SHORT_NAME_EN: config.siteShortName.en,
      SITE_TAG: config.siteTag.zh,
      SITE_TAG_EN: config.siteTag.en,
      SITE_ORIGIN: config.siteOrigin,
    };
    for (const name of BUNDLED_SETTINGS) {
      expect(BUNDLED_SETTING_DOCS[name].default ?? '', name).toBe(applied[name]);
    }
  });
});
