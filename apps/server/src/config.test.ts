import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      CONTACT_RATE_LIMIT: 5,
      CAPTCHA_DIFFICULTY: 1000,
      SEED_BROKEN_PARTNER_ICON: false,
    });
    expect(config.CAPTCHA_HMAC_KEY.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the site time zone: an IANA name, Asia/Shanghai by default', () => {
    expect(loadConfig({}).SITE_TIME_ZONE).toBe('Asia/Shanghai');
    for (const zone of ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT-8']) {
      expect(loadConfig({ SITE_TIME_ZONE: zone }).SITE_TIME_ZONE, zone).toBe(zone);
    }
    for (const bad of ['Asia/Nowhere', '+08:00', 'UTC+8', 'China time', '../etc/passwd']) {
      expect(() => loadConfig({ SITE_TIME_ZONE: bad }), bad).toThrow(
        /SITE_TIME_ZONE: must be an IANA time zone/,
      );
    }
  });

  it('reads the seed switch for the logo fallback tests', () => {
    expect(loadConfig({ SEED_BROKEN_PARTNER_ICON: '1' }).SEED_BROKEN_PARTNER_ICON).toBe(true);
    expect(loadConfig({ SEED_BROKEN_PARTNER_ICON: '0' }).SEED_BROKEN_PARTNER_ICON).toBe(false);
  });

  it('reads the seed scale: a whole number from 1 to 100, 1 by default', () => {
    expect(loadConfig({}).SEED_SCALE).toBe(1);
    expect(loadConfig({ SEED_SCALE: '10' }).SEED_SCALE).toBe(10);
    expect(loadConfig({ SEED_SCALE: '100' }).SEED_SCALE).toBe(100);
    for (const bad of ['0', '101', '2.5', 'ten', '-1'])
      expect(() => loadConfig({ SEED_SCALE: bad }), bad).toThrow(/SEED_SCALE/);
  });

  it('reads where Baidu push requests go, how long they may take and how often they run', () => {
    expect(loadConfig({})).toMatchObject({
      BAIDU_PUSH_ENDPOINT: 'http://data.zz.baidu.com',
      BAIDU_PUSH_TIMEOUT_MS: 10_000,
      BAIDU_PUSH_INTERVAL_MS: 30_000,
    });
    expect(
      loadConfig({
        BAIDU_PUSH_ENDPOINT: 'http://127.0.0.1:9000',
        BAIDU_PUSH_TIMEOUT_MS: '500',
        BAIDU_PUSH_INTERVAL_MS: '0',
      }),
    ).toMatchObject({
      BAIDU_PUSH_ENDPOINT: 'http://127.0.0.1:9000',
      BAIDU_PUSH_TIMEOUT_MS: 500,
      BAIDU_PUSH_INTERVAL_MS: 0,
    });
    for (const bad of ['data.zz.baidu.com', 'ftp://data.zz.baidu.com', 'file:///etc/passwd'])
      expect(() => loadConfig({ BAIDU_PUSH_ENDPOINT: bad }), bad).toThrow(/BAIDU_PUSH_ENDPOINT/);
    expect(() => loadConfig({ BAIDU_PUSH_TIMEOUT_MS: '10' })).toThrow(/BAIDU_PUSH_TIMEOUT_MS/);
    expect(() => loadConfig({ BAIDU_PUSH_INTERVAL_MS: '10' })).toThrow(/BAIDU_PUSH_INTERVAL_MS/);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_BROKEN_PARTNER_ICON: 'yes' })).toThrow(/SEED_BROKEN_PARTNER_ICON/);
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY: must be at least 32/);
  });

  it('reads the admin settings, and refuses bad ones by name', () => {
    const config = loadConfig({
      SITE_ORIGIN: 'https://www.example.cn/some/path',
      ADMIN_EMAIL: ' Owner@Example.com ',
      ADMIN_PASSWORD: 'Velvet-Gearbox-Harbour-42',
    });
    expect(config).toMatchObject({
      SITE_ORIGIN: 'https://www.example.cn',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_SIGN_IN_RATE_LIMIT: 30,
    });
    expect(loadConfig({ SITE_ORIGIN: '', ADMIN_EMAIL: '' })).toMatchObject({
      SITE_ORIGIN: undefined,
      ADMIN_EMAIL: undefined,
    });
    expect(() => loadConfig({ SITE_ORIGIN: 'www.example.cn' })).toThrow(
      /SITE_ORIGIN: must be an http\(s\) origin/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'Velvet-Gearbox-Harbour-42' })).toThrow(
      /ADMIN_EMAIL/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(
      /ADMIN_PASSWORD: must be set with ADMIN_EMAIL/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(() => loadConfig({ ADMIN_SIGN_IN_RATE_LIMIT: '0' })).toThrow(/ADMIN_SIGN_IN_RATE_LIMIT/);
  });
  it('keeps the media on disk by default, and reads an S3-compatible bucket when one is named', () => {
    const local = loadConfig({});
    expect(local.MEDIA_S3_BUCKET).toBeUndefined();
    expect(local).toMatchObject({
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: false,
      MEDIA_S3_PREFIX: '',
    });
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'refit-media',
        MEDIA_S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com',
        MEDIA_S3_REGION: 'oss-cn-shanghai',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_FORCE_PATH_STYLE: '1',
        MEDIA_S3_PREFIX: '/site-a/media/',
      }),
    ).toMatchObject({
      MEDIA_S3_BUCKET: 'refit-media',
      MEDIA_S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com',
      MEDIA_S3_FORCE_PATH_STYLE: true,
      MEDIA_S3_PREFIX: 'site-a/media',
    });
  });

  it('refuses an S3 setting that cannot work, naming the variable', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'Bad_Bucket' })).toThrow(/MEDIA_S3_BUCKET: must be a bucket/);
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://x' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_BUCKET: is required/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_PREFIX: 'a/../b' })).toThrow(
      /MEDIA_S3_PREFIX/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_FORCE_PATH_STYLE/,
    );
  });
});
