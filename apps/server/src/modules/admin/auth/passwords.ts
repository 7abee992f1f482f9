// Password hashing (argon2id) and the password rule. Parameters: 19 MiB, 2 passes, 1 lane, the
// OWASP minimum for argon2id; about 30-60 ms a hash on one core of a small server, which bounds
// sign-in cost on a 2-core machine (see docs/decisions/0013).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a password nobody has, so an unknown e-mail costs the same time as a
 * wrong password and the answer's timing does not tell which addresses have accounts.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'common-passwords',
      'common-passwords.txt',
    );
    common = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
  }
  return common;
}

/** One character, or one short piece repeated ("abcabcabcabc"). */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/u.test(password);
}

/** A straight run of character codes, up or down ("abcdefghijkl", "987654321098"). */
function isSequence(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every(
    (code, i) =>
      i === 0 || code - codes[i - 1]! === step || (step === 1 && codes[i - 1] === 57 && code === 48),
  );
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || isRepetition(lower) || isSequence(lower)) {
    return 'is too common; choose another';
  }
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local) && lower.length - local.length < 6) {
    return 'is too close to the e-mail address';
  }
  return null;
}
