// The build's copy of the call table (virtual:call-specs) against the contract: every call with
// its method, and the paging and result shape its schemas give.
import { calls } from '@refit/contract';
import { expect, it } from 'vitest';
import { CALL_NAMES, callSpecs } from './call-specs.ts';

it('has every call of the contract, with its method', () => {
  expect(CALL_NAMES).toEqual(Object.keys(calls));
  for (const name of CALL_NAMES) expect(callSpecs[name].method).toBe(calls[name].method);
});

it("reads a call's paging and result shape from its schemas", () => {
  expect(callSpecs.getLocationList).toEqual({ method: 'GET', paged: false, result: 'list' });
  expect(callSpecs.getNewsList).toEqual({ method: 'GET', paged: true, result: 'paged' });
  expect(callSpecs.getProductListByPage).toEqual({ method: 'GET', paged: true, result: 'paged' });
  expect(callSpecs.getNewsDetail).toEqual({ method: 'GET', paged: false, result: 'record' });
  expect(callSpecs.getContactRule).toEqual({ method: 'GET', paged: false, result: 'record' });
  expect(callSpecs.saveContactUsForm).toEqual({ method: 'POST', paged: false, result: 'none' });
});
