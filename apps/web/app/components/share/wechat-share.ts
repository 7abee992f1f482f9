// WeChat's share card for the page on screen, inside WeChat's browser only: WeChat's JS-SDK is
// loaded from WeChat's own host (the one foreign script the site ever loads, and only there), our
// server signs the page's address (GET /api/wechat/share-config), and the card is filled from the
// page's Open Graph tags. Any failure leaves WeChat's default card: the page still shares. It
// imports nothing of the site's (the caller passes the endpoint): fetched alone, it needs no list
// of chunks to preload on every page that might ask for it.
import type { WechatShareConfig } from '@refit/contract';

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of WeChat's `wx` object the site uses. */
interface WechatSdk {
  config(options: WechatShareConfig & { debug: boolean; jsApiList: readonly string[] }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(card: ShareCard): void;
  updateTimelineShareData(card: Omit<ShareCard, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

let sdk: Promise<WechatSdk> | undefined;

function loadSdk(): Promise<WechatSdk> {
  sdk ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx after the SDK loaded')));
    script.onerror = () => reject(new Error('the WeChat SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // The next page may try again.
    sdk = undefined;
    throw error;
  });
  return sdk;
}

async function signature(endpoint: string, url: string, signal: AbortSignal): Promise<WechatShareConfig> {
  const address = `${endpoint}?${new URLSearchParams({ url }).toString()}`;
  const response = await fetch(address, { signal, credentials: 'omit' });
  const body = (await response.json()) as { success?: boolean; result?: WechatShareConfig };
  if (!response.ok || !body.success || !body.result)
    throw new Error(`share-config answered ${response.status}`);
  return body.result;
}

function meta(property: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content.trim() ?? '';
}

function absolute(address: string): string {
  return address === '' ? '' : new URL(address, window.location.href).href;
}

/** The card of the page now on screen, from the tags its route's meta wrote. */
export function shareCard(): ShareCard {
  return {
    title: meta('og:title') || document.title,
    desc:
      meta('og:description') ||
      (document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? ''),
    link: absolute(meta('og:url')) || window.location.href.split('#')[0]!,
    imgUrl: absolute(meta('og:image')),
  };
}

/**
 * Signs the address WeChat checks (on iPhone the landing address, elsewhere the current one) and
 * sets the page's card for chats and Moments.
 */
export async function configureWechatShare(
  endpoint: string,
  landingUrl: string,
  signal: AbortSignal,
): Promise<void> {
  const iphone = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  const url = iphone && landingUrl ? landingUrl : window.location.href.split('#')[0]!;
  const [wx, signed] = await Promise.all([loadSdk(), signature(endpoint, url, signal)]);
  if (signal.aborted) return;
  const card = shareCard();
  wx.config({ debug: false, ...signed, jsApiList: SHARE_APIS });
  wx.ready(() => {
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
}
