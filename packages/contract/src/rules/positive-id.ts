// Ids in addresses and query strings: a positive whole number of at most ten digits, written
// without sign, spaces or leading zeros. Anything else names no record.

/** The pattern an id in text must match (the query schemas of the contract use it too). */
export const POSITIVE_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The id a value names, or null: numbers must be positive integers, text must match the pattern. */
export function parsePositiveId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !POSITIVE_ID_PATTERN.test(value)) return null;
  return Number(value);
}
