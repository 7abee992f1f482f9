// WeChat's JS-SDK signature of a page (its documented algorithm, 附录1): sha1 hex of
// `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in that order, the values as they are.
import { createHash, randomBytes } from 'node:crypto';
import type { WechatShareConfig } from '@refit/contract';

/** 12 random bytes: 16 URL-safe characters, well within the 32 WeChat takes. */
const NONCE_BYTES = 12;

export function signPage({
  ticket,
  url,
  nowMs,
}: {
  ticket: string;
  url: string;
  nowMs: number;
}): Omit<WechatShareConfig, 'appId'> {
  const timestamp = Math.floor(nowMs / 1000);
  const nonceStr = randomBytes(NONCE_BYTES).toString('base64url');
  const signed = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return { timestamp, nonceStr, signature: createHash('sha1').update(signed).digest('hex') };
}
