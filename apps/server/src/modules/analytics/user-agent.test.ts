import { describe, expect, it } from 'vitest';
import { deviceOf, isCrawler } from './user-agent.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('deviceOf', () => {
  it('tells phones from desktops; tablets count as desktop', () => {
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(deviceOf(ANDROID)).toBe('mobile');
    expect(deviceOf(ANDROID_TABLET)).toBe('desktop');
    expect(deviceOf(WINDOWS)).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });
});

describe('isCrawler', () => {
  it('recognises search engine crawlers, scripts and missing user agents', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'),
    ).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('Sogou web spider/4.0')).toBe(true);
    expect(isCrawler('curl/8.5.0')).toBe(true);
    expect(isCrawler('python-requests/2.31')).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
    expect(isCrawler('  ')).toBe(true);
  });

  it('lets browsers through', () => {
    for (const agent of [IPHONE, ANDROID, ANDROID_TABLET, WINDOWS]) expect(isCrawler(agent)).toBe(false);
  });
});
