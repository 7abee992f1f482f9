// TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) on @oslojs/otp's HOTP, so the step that
// matched is known and stored: a code is accepted once, and the step before or after the current
// one is accepted too, for clocks a little apart.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import QRCode from 'qrcode';
import type { Db } from '../../../db/connect.ts';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'RUIJIE TUNING admin';

export function newTotpSecret(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(20));
}

export function totpUri(secret: string, account: string): string {
  return createTOTPKeyURI(ISSUER, account, decodeBase32IgnorePadding(secret), PERIOD_SECONDS, DIGITS);
}

export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** The code for a step (tests use it to act as an authenticator app). */
export function totpCode(secret: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), DIGITS);
}

/** Compares in constant time, so timing does not reveal how many digits were right. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The step a code matches (current, one before or one after) and that is newer than the last
 * one used; null when none does.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const step = currentStep(now);
  for (const candidate of [step, step - 1, step + 1]) {
    if (lastStep !== null && candidate <= lastStep) continue;
    if (sameCode(totpCode(secret, candidate), code)) return candidate;
  }
  return null;
}

/**
 * Takes a matched step as the account's last used one, in one conditional update: true for the one
 * sign-in that takes it, false for every other that sends the same code (or an older one), at once
 * or later, in this process or another.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_user')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
