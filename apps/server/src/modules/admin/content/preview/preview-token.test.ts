import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const KEY = 'k'.repeat(64);
const claims = { type: 'news', id: 12, version: 3, lang: 'en', expiresAt: 1_000_000 } as const;

describe('preview tokens', () => {
  it('carry their claims until they expire', () => {
    const token = signPreviewToken(KEY, claims);
    expect(verifyPreviewToken(KEY, token, 999_999)).toEqual({ ok: true, claims });
    expect(verifyPreviewToken(KEY, token, 1_000_000)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('are refused under another key, or with a changed payload or signature', () => {
    const token = signPreviewToken(KEY, claims);
    expect(verifyPreviewToken('x'.repeat(64), token, 0)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = token.split('.') as [string, string];
    const changed = signPreviewToken(KEY, { ...claims, id: 13 }).split('.')[0]!;
    expect(verifyPreviewToken(KEY, `${changed}.${signature}`, 0).ok).toBe(false);
    expect(verifyPreviewToken(KEY, `${payload}.${signature.slice(1)}`, 0).ok).toBe(false);
  });

  it('refuse what is not a token without throwing', () => {
    for (const token of ['', '.', 'a.b', 'a.b.c', 'x'.repeat(600), '%%%.###']) {
      expect(verifyPreviewToken(KEY, token, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse a well-signed payload of the wrong shape', () => {
    // Signed with the right key but naming an unknown type: only possible with the key, still refused.
    const forged = signPreviewToken(KEY, { ...claims, type: 'nothing' as never });
    expect(verifyPreviewToken(KEY, forged, 0)).toEqual({ ok: false, reason: 'invalid' });
  });
});
