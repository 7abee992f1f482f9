// In WeChat's own browser, every page configures WeChat's share with its own card (the Open Graph
// title, description, picture and address its meta already carries), again after each navigation.
// Everywhere else this does nothing: WeChat's script and the code below are fetched only inside
// WeChat (decision 0068).
import { WECHAT_SHARE_CONFIG_PATH } from '@refit/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { underBase } from '../../lib/api/api-url.ts';
import { config } from '../../lib/config.ts';
import { isWechatBrowser } from '../../lib/share/wechat-browser.ts';

/**
 * The address the page was opened at: WeChat on iPhone checks the signature against it for the
 * whole visit, whatever the address bar shows after client navigations.
 */
const landingUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;

/** Where our server signs a page's address for WeChat (decision 0068). */
const SIGNATURES = underBase(config.apiBaseUrl, WECHAT_SHARE_CONFIG_PATH);

/** `data-in-wechat` on the document: the page is in WeChat's browser. */
const IN_WECHAT = 'inWechat';

export function WechatShareSetup() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isWechatBrowser(navigator.userAgent)) return;
    // The share dialog's stylesheet reads it (share-sheet.module.css).
    document.documentElement.dataset[IN_WECHAT] = '';
    const controller = new AbortController();
    void import('./wechat-share.ts')
      .then(({ configureWechatShare }) => configureWechatShare(SIGNATURES, landingUrl, controller.signal))
      // Unconfigured, WeChat still shares the page with its default card.
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, search]);
  return null;
}
