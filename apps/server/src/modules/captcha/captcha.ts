// The booking form's "I'm not a robot" check: a proof of work (ALTCHA) that the browser solves and
// this server verifies. No third-party service is involved (those are unreachable from mainland
// China). Challenges are signed with CAPTCHA_HMAC_KEY, expire after ten minutes, and each solution
// is accepted once.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, VerifySolutionResult } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { badRequest } from '../../http/errors.ts';
import { decodePayload } from './payload.ts';
import type { SolvedChallenge } from './payload.ts';
import type { UsedSolutions } from './used-solutions.ts';

/** PBKDF2 runs natively in every browser's Web Crypto, so phones solve it quickly. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per derived key. */
export const CAPTCHA_COST = 1000;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaOptions {
  hmacKey: string;
  /** About how many keys the browser derives before it finds the answer. */
  difficulty: number;
  ttlMs?: number;
  now?: () => number;
}

export interface Captcha {
  /** A fresh challenge in the format the ALTCHA widget reads. */
  challenge(): Promise<Challenge>;
  /** Checks a solved challenge (no database involved); throws a 400 error naming what is wrong. */
  verify(payload: string): Promise<VerifiedSolution>;
  /**
   * Records a verified solution as used, in `used` (the transaction that stores what it guards,
   * so a failed write leaves the solution unused); throws a 400 error when it was used before.
   */
  claim(solution: VerifiedSolution, used: UsedSolutions): Promise<void>;
}

export interface VerifiedSolution {
  signature: string;
  expiresAtMs: number;
}

export function createCaptcha({
  hmacKey,
  difficulty,
  ttlMs = CAPTCHA_TTL_MS,
  now = Date.now,
}: CaptchaOptions): Captcha {
  // A second secret, derived, signs the expected key so verifying needs no key derivation.
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha key signature').digest('hex');

  return {
    challenge() {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: CAPTCHA_COST,
        deriveKey,
        // The answer is a secret counter: the browser tries counters from 0 until it reaches it.
        counter: randomInt(Math.ceil(difficulty * 1.5), Math.ceil(difficulty / 2)),
        expiresAt: new Date(now() + ttlMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    async verify(payload) {
      if (!payload) {
        throw badRequest(
          'captcha missing: solve a challenge from /api/captcha/challenge and send it as altcha',
        );
      }
      const solved = decodePayload(payload);
      if (!solved) throw badRequest('captcha invalid: altcha is not a solved challenge');

      const result = await verify(solved, hmacKey, keySignatureSecret);
      if (result.expired) throw badRequest('captcha expired: solve a new challenge');
      if (!result.verified) throw badRequest('captcha invalid: the solution does not match the challenge');

      const expiresAtMs = (solved.challenge.parameters.expiresAt ?? 0) * 1000 || now() + ttlMs;
      return { signature: solved.challenge.signature, expiresAtMs };
    },

    async claim({ signature, expiresAtMs }, used) {
      if (!(await used.claim(signature, expiresAtMs))) {
        throw badRequest('captcha already used: solve a new challenge');
      }
    },
  };
}

async function verify(
  { challenge, solution }: SolvedChallenge,
  hmacSignatureSecret: string,
  hmacKeySignatureSecret: string,
): Promise<Pick<VerifySolutionResult, 'expired' | 'verified'>> {
  try {
    return await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
  } catch {
    // Malformed parameters (a nonce that is not hex, say) make the library throw.
    return { expired: false, verified: false };
  }
}
