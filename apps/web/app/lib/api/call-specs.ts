// Method, paging and result shape of every call of the contract's `calls` table, without its zod
// schemas: this module runs in the browser too, and the schemas would add zod to every page's
// JavaScript. The build reads them from the contract (`virtual:call-specs`, apps/web/call-specs-module.ts),
// so a call added to the contract needs no line here; the mapped type below says what each holds.
import type { CallInput, CallName, CallResult, calls } from '@refit/contract';
import { callSpecs as builtSpecs } from 'virtual:call-specs';

// Calls without parameters have an open index signature (`z.object({})`), hence the first test.
type IsPaged<N extends CallName> = string extends keyof CallInput<N>
  ? false
  : 'pageNo' extends keyof CallInput<N>
    ? true
    : false;

/**
 * What a successful answer's `result` holds: a list, a page of records, one record, or nothing
 * (the two POST calls). The client checks this much on both sides; the server checks the rest.
 */
export type ResultShape = 'list' | 'paged' | 'record' | 'none';

type ShapeOf<N extends CallName> = [CallResult<N>] extends [null]
  ? 'none'
  : CallResult<N> extends readonly unknown[]
    ? 'list'
    : CallResult<N> extends { records: readonly unknown[] }
      ? 'paged'
      : 'record';

export type CallSpecs = {
  readonly [N in CallName]: {
    readonly method: (typeof calls)[N]['method'];
    readonly paged: IsPaged<N>;
    readonly result: ShapeOf<N>;
  };
};

/** Read by the build from the contract's own schemas, so each entry is what the type says. */
export const callSpecs = builtSpecs as CallSpecs;

export const CALL_NAMES = Object.keys(callSpecs) as CallName[];
