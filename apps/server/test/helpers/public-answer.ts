// The public API as the feature tests read it: one call's answer, which must succeed, both as sent
// (to check which keys it has) and as the contract parses it; and the products made for a car.
import { calls } from '@refit/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import { get } from './test-app.ts';
import type { TestApp } from './test-app.ts';

type Call = keyof typeof calls;

/** `call`'s result (200 expected): `raw` as sent, `result` parsed by the contract. */
export async function publicAnswer<C extends Call>(app: TestApp, call: C, query: Record<string, string>) {
  const { status, body } = await get(app, call, query);
  expect(status).toBe(200);
  return {
    raw: body.result as Record<string, unknown>,
    result: calls[call].result.parse(body.result) as z.infer<(typeof calls)[C]['result']>,
  };
}

/** The ids of the published products made for a car. */
export async function productsOf(app: TestApp, carId: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('product')
    .select('id')
    .where('carId', '=', carId)
    .where('publishStatus', '=', '1')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
