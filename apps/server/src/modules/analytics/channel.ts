// Where a visit came from, by the referrer of its first page and, for in-app browsers that send
// none, by their user agent. Same-site referrers mark a page inside a visit, not a channel.
import type { Channel } from '@refit/contract/admin';

export type ChannelOrInternal = Channel | 'internal';

/** Registrable domains (and their subdomains) of each channel. */
const CHANNEL_DOMAINS: readonly [Channel, readonly string[]][] = [
  ['baidu', ['baidu.com', 'baidu.cn']],
  ['wechat', ['weixin.qq.com', 'wx.qq.com', 'servicewechat.com', 'wechat.com']],
  ['douyin', ['douyin.com', 'iesdouyin.com', 'douyincdn.com']],
  ['bing', ['bing.com', 'bing.cn']],
];

/** google.com, google.com.hk, google.co.jp and so on. */
const GOOGLE_HOST = /(^|\.)google\.(com|[a-z]{2})(\.[a-z]{2})?$/;

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export interface ChannelInput {
  referrer: string | undefined;
  userAgent: string | undefined;
  /** This site's host name (lower case, no port). */
  ownHost: string;
}

export function classifyChannel({ referrer, userAgent, ownHost }: ChannelInput): ChannelOrInternal {
  let host: string | undefined;
  if (referrer) {
    try {
      host = new URL(referrer).hostname.toLowerCase();
    } catch {
      return 'other';
    }
  }
  if (host !== undefined && host !== '') {
    if (host === ownHost.toLowerCase()) return 'internal';
    for (const [channel, domains] of CHANNEL_DOMAINS) {
      if (domains.some((domain) => matchesDomain(host, domain))) return channel;
    }
    if (GOOGLE_HOST.test(host)) return 'google';
    return 'other';
  }
  // WeChat and Douyin open links in their own browsers, which usually send no referrer.
  if (userAgent && /MicroMessenger/i.test(userAgent)) return 'wechat';
  if (userAgent && /aweme|BytedanceWebview/i.test(userAgent)) return 'douyin';
  return 'direct';
}
