// What a page opened in WeChat's browser asks the site for before it configures its share card with
// WeChat's JS-SDK (decision 0068): the signature of its own address, made by the server with the app
// id and secret owners set in the site settings. Outside the calls of SPEC section 7, as the
// captcha challenge is.
import { z } from 'zod';

import { WECHAT_SHARE_CONFIG_PATH } from './constants.ts';

/** Longer addresses are no page of the site (WeChat signs what the page's `location.href` holds). */
export const WECHAT_SHARE_URL_MAX = 1000;

/** What is wrong with a page address given to sign, in the order a person would fix it; undefined when fine. */
function pageAddressProblem(value: string): string | undefined {
  if (value === '') return 'is required';
  if (value.length > WECHAT_SHARE_URL_MAX) return `must be at most ${WECHAT_SHARE_URL_MAX} characters`;
  // What a browser reports as location.href holds no spaces or control characters: such an address
  // would be signed as given and never match what the page signs with.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return 'may not hold spaces or control characters';
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return 'must be an absolute http(s) address';
  if (url.username !== '' || url.password !== '') return 'may not hold a user name or password';
  return undefined;
}

/**
 * The page's absolute address, its `#fragment` already removed (a fragment left on is dropped).
 * Whether its host is one of the site's is the server's to check, from its configuration.
 */
export const wechatShareConfigQuerySchema = z.object({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once') })
    .superRefine((value, context) => {
      const problem = pageAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      `The page's absolute http(s) address on this site, without its #fragment; at most ${WECHAT_SHARE_URL_MAX} characters`,
    ),
});
export type WechatShareConfigQuery = z.output<typeof wechatShareConfigQuerySchema>;

/** What `wx.config` takes besides the APIs the page asks for. */
export const wechatShareConfigSchema = z.object({
  appId: z.string(),
  /** Unix seconds, as WeChat signs them. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** sha1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: z.string(),
});
export type WechatShareConfig = z.output<typeof wechatShareConfigSchema>;

/** The call as the OpenAPI document describes it. */
export const wechatShareConfigCall = {
  summary:
    "Beyond SPEC section 7: the JS-SDK signature of a page of this site, for WeChat's share card; 404 while owners have not set WeChat sharing up, 503 with Retry-After while WeChat cannot be reached or refuses",
  method: 'GET',
  path: WECHAT_SHARE_CONFIG_PATH,
  query: wechatShareConfigQuerySchema,
  result: wechatShareConfigSchema,
} as const;
