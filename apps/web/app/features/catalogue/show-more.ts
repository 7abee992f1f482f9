// The product list's show-more stepping (SPEC sections 4 and 9): 6 at first, 3 more per step,
// never beyond the total.
import { PRODUCT_LIST_LIMIT, PRODUCT_LIST_STEP } from '@refit/contract';

/** The limit a list starts with; it may exceed a short list's total. */
export const INITIAL_LIMIT = PRODUCT_LIST_LIMIT;

/** How many cards a limit shows. */
export function shownCount(limit: number, total: number): number {
  return Math.max(0, Math.min(limit, total));
}

export function nextLimit(current: number, total: number, step: number = PRODUCT_LIST_STEP): number {
  return Math.max(0, Math.min(current + step, total));
}

export function hasMore(current: number, total: number): boolean {
  return current < total;
}
