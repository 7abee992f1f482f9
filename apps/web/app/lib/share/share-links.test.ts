import { describe, expect, it } from 'vitest';
import { isWechatBrowser } from './wechat-browser.ts';
import { qrPictureUrl, SHARE_PATH_MAX, sitePathOf, weiboShareUrl } from './share-links.ts';

describe('sitePathOf', () => {
  it('takes a path of this site with its query', () => {
    expect(sitePathOf('/car/12?l=en')).toBe('/car/12?l=en');
    expect(sitePathOf('/')).toBe('/');
    expect(sitePathOf('/news/info/3?l=zh&page=2')).toBe('/news/info/3?l=zh&page=2');
  });

  it('refuses what a browser would read as another site, or no path at all', () => {
    for (const raw of [null, '', 'car/12', '//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect(sitePathOf(raw), String(raw)).toBeUndefined();
    }
  });

  it('refuses control characters, a fragment and an over-long path', () => {
    expect(sitePathOf('/car/1\n')).toBeUndefined();
    expect(sitePathOf('/car/1\u0000')).toBeUndefined();
    expect(sitePathOf('/car/1#top')).toBeUndefined();
    expect(sitePathOf(`/${'a'.repeat(SHARE_PATH_MAX)}`)).toBeUndefined();
    expect(sitePathOf(`/${'a'.repeat(SHARE_PATH_MAX - 1)}`)).toHaveLength(SHARE_PATH_MAX);
  });
});

describe('share addresses', () => {
  it('names the page in the QR picture address', () => {
    expect(qrPictureUrl('/car/12?l=en')).toBe('/share/qr.svg?path=%2Fcar%2F12%3Fl%3Den');
  });

  it("fills Weibo's form with the page's address and title", () => {
    const url = new URL(weiboShareUrl('https://www.example.cn/car/12?l=zh', '保时捷 911 & 改装'));
    expect(url.origin).toBe('https://service.weibo.com');
    expect(url.searchParams.get('url')).toBe('https://www.example.cn/car/12?l=zh');
    expect(url.searchParams.get('title')).toBe('保时捷 911 & 改装');
  });
});

describe('isWechatBrowser', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F3B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
  const wecom = `${android} wxwork/4.1.16`;
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

  it("knows WeChat's browser on Android and iPhone, not WeCom's or Safari", () => {
    expect(isWechatBrowser(android)).toBe(true);
    expect(isWechatBrowser(iphone)).toBe(true);
    expect(isWechatBrowser(wecom)).toBe(false);
    expect(isWechatBrowser(safari)).toBe(false);
  });
});
