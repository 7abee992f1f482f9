// The signed token of a draft preview: which item (type and id), which saved version, which
// language, until when. `<payload>.<signature>`, both base64url; the signature is HMAC-SHA256 of
// the payload under the site's preview key, so an address cannot be altered or made up, and every
// process holding the key accepts every other's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UI_LANGUAGES } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { CONTENT_TYPES } from '@refit/contract/admin';
import type { ContentType } from '@refit/contract/admin';
import { z } from 'zod';

export interface PreviewClaims {
  type: ContentType;
  id: number;
  version: number;
  lang: UiLanguage;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const payloadSchema = z.object({
  t: z.enum(CONTENT_TYPES),
  i: z.number().int().positive(),
  v: z.number().int().positive(),
  l: z.enum(UI_LANGUAGES),
  x: z.number().int().positive(),
});

/** Longest token looked at: a real one is about 150 characters. */
const MAX_TOKEN_LENGTH = 512;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`preview.${payload}`).digest('base64url');

export function signPreviewToken(key: string, claims: PreviewClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ t: claims.type, i: claims.id, v: claims.version, l: claims.lang, x: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export type PreviewTokenCheck =
  { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired'; claims?: PreviewClaims };

/** The token's claims when its signature holds and it has not expired at `now`. */
export function verifyPreviewToken(key: string, token: string, now: number): PreviewTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: z.output<typeof payloadSchema>;
  try {
    const result = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!result.success) return { ok: false, reason: 'invalid' };
    parsed = result.data;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const claims: PreviewClaims = {
    type: parsed.t,
    id: parsed.i,
    version: parsed.v,
    lang: parsed.l,
    expiresAt: parsed.x,
  };
  return now >= claims.expiresAt ? { ok: false, reason: 'expired', claims } : { ok: true, claims };
}
