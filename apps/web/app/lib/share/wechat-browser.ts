/**
 * WeChat's own browser (and not WeCom's, whose share works another way): the only place the site
 * configures WeChat's share and loads WeChat's script, and where the share dialog points at
 * WeChat's own share menu.
 */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger\//i.test(userAgent) && !/wxwork\//i.test(userAgent);
}
