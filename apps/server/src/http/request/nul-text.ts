// PostgreSQL cannot store U+0000 in text or jsonb, and no field of ours has a use for it: a JSON
// body that holds it anywhere is the client's mistake, refused with 400 before any route reads it,
// the same on both databases.

/** Whether a JSON text may decode to a string holding U+0000 (a raw NUL is not valid JSON). */
export function hasEscapedNul(json: string): boolean {
  return /\\u0000/i.test(json);
}

/** The path (`images.2`, `name`) of the first string, key included, that holds U+0000, or undefined. */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = pathOfNul(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
