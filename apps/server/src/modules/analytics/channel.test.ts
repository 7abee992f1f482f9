import { describe, expect, it } from 'vitest';
import { classifyChannel } from './channel.ts';

const ownHost = 'www.example.cn';
const from = (referrer: string | undefined, userAgent = 'Mozilla/5.0') =>
  classifyChannel({ referrer, userAgent, ownHost });

describe('classifyChannel', () => {
  it('names the search engines and apps of the referrer, subdomains included', () => {
    expect(from('https://www.baidu.com/link?url=abc')).toBe('baidu');
    expect(from('https://m.baidu.com/')).toBe('baidu');
    expect(from('https://mp.weixin.qq.com/s/xyz')).toBe('wechat');
    expect(from('https://www.douyin.com/video/1')).toBe('douyin');
    expect(from('https://www.google.com/')).toBe('google');
    expect(from('https://www.google.com.hk/')).toBe('google');
    expect(from('https://www.google.co.jp/')).toBe('google');
    expect(from('https://cn.bing.com/search?q=x')).toBe('bing');
  });

  it('is not fooled by look-alike hosts', () => {
    expect(from('https://notbaidu.com/')).toBe('other');
    expect(from('https://baidu.com.evil.example/')).toBe('other');
    expect(from('https://google.evil.example/')).toBe('other');
  });

  it('calls a missing referrer direct, unless an in-app browser says where it is', () => {
    expect(from(undefined)).toBe('direct');
    expect(from('')).toBe('direct');
    expect(from(undefined, 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')).toBe('wechat');
    expect(from(undefined, 'Mozilla/5.0 (Linux; Android 13) aweme_28.1.0')).toBe('douyin');
  });

  it('tells pages inside a visit apart, and files junk under other', () => {
    expect(from('https://www.example.cn/car/1')).toBe('internal');
    expect(from('https://WWW.EXAMPLE.CN/')).toBe('internal');
    expect(from('not a url')).toBe('other');
    expect(from('https://news.example.org/story')).toBe('other');
  });
});
