// Reads the `altcha` parameter: base64 of `{ challenge: { parameters, signature }, solution }`,
// as the ALTCHA widget sends it. Anything else is not a solved challenge.
import type { Challenge, Solution } from 'altcha-lib';
import { z } from 'zod';

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature, so none may be dropped.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export interface SolvedChallenge {
  challenge: Challenge & { signature: string };
  solution: Solution;
}

export function decodePayload(payload: string): SolvedChallenge | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? (parsed.data as SolvedChallenge) : null;
}
