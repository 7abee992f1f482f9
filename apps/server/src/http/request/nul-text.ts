// PostgreSQL cannot store U+0000 in text or jsonb, and no field of ours has a use for it: a JSON
// body that holds it anywhere is the client's mistake, refused with 400 before any route reads it,
// the same on both databases, with the issue beside its field as the admin's forms show them.
import { HttpError } from '../errors.ts';

/** Whether a JSON text may decode to a string holding U+0000 (a raw NUL is not valid JSON). */
export function hasEscapedNul(json: string): boolean {
  return /\\u0000/i.test(json);
}

/** The path (`['images', '2']`) of the first string, key included, that holds U+0000, or undefined. */
export function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at;
    const found = pathOfNul(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for a body with U+0000 at `path`, in the words the field rules use for control characters. */
export function nulRefusal(path: string[]): HttpError {
  const message = 'must not contain control characters';
  const where = path.length > 0 ? path.join('.') : 'body';
  return new HttpError(400, `Invalid input: ${where} ${message}`, { issues: [{ path, message }] });
}
