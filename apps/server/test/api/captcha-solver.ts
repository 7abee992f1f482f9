// Solves the booking form's captcha the way a browser does, so API tests can send valid enquiries.
// Tests run the server with a tiny CAPTCHA_DIFFICULTY, which makes a solve take milliseconds.
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from '../helpers/test-app.ts';

/** Settings every test app that posts enquiries needs. */
export const CAPTCHA_TEST_ENV = { CAPTCHA_DIFFICULTY: '10', CAPTCHA_HMAC_KEY: 'test-key-'.repeat(4) };

export async function fetchChallenge(app: TestApp): Promise<Challenge> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return response.json() as Challenge;
}

/** The `altcha` parameter for a challenge: base64 JSON of the challenge and its solution. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return encodePayload(challenge, solution);
}

export function encodePayload(challenge: Challenge, solution: unknown): string {
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh, solved captcha from the app under test. */
export async function solvedCaptcha(app: TestApp): Promise<string> {
  return solve(await fetchChallenge(app));
}
