// The browser's copy of each call's method, paging and result shape (app/lib/api/call-specs.ts),
// read from the contract's call table when the app is built: `virtual:call-specs` is a plain
// object of strings and booleans, so a call is written once, in the contract, and zod stays out
// of the pages' JavaScript. The web's tests load it through the same plugin.
import { calls } from '@refit/contract';
import type { Plugin } from 'vite';
import { z } from 'zod';

export const CALL_SPECS_MODULE = 'virtual:call-specs';
const RESOLVED_ID = `\0${CALL_SPECS_MODULE}`;

/** What a result holds: nothing (null), a list, a page of records, or one record. */
function resultShape(schema: z.ZodType): 'none' | 'list' | 'paged' | 'record' {
  if (schema instanceof z.ZodNull) return 'none';
  if (schema instanceof z.ZodArray) return 'list';
  return schema instanceof z.ZodObject && 'records' in schema.shape ? 'paged' : 'record';
}

/** The module's source: `callSpecs`, each call's method, whether it is paged and its result's shape. */
export function callSpecsSource(): string {
  const specs = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      { method: call.method, paged: 'pageNo' in call.query.shape, result: resultShape(call.result) },
    ]),
  );
  return `export const callSpecs = ${JSON.stringify(specs)};`;
}

export function callSpecsModule(): Plugin {
  return {
    name: 'refit:call-specs',
    resolveId: (id) => (id === CALL_SPECS_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? callSpecsSource() : undefined),
  };
}
