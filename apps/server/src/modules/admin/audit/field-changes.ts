// What an edit changed, field by field, for the audit log: the paths of the leaves that differ
// (objects are walked, so `copyright.en` rather than all of `copyright`), each with its value
// before and after when that value is short and plain. Lists, objects that appear or go, and
// secrets are recorded as changed without their values; long texts are cut.
import type { AuditChange, AuditValue } from '@refit/contract/admin';

/** Longest text kept per value; the log is for reading, the revisions keep the whole document. */
export const AUDIT_TEXT_MAX = 160;
/** Most changes kept per entry. */
export const AUDIT_CHANGES_MAX = 40;

export interface FieldChangeOptions {
  /** Paths not compared at all (the rich-text editor's own document beside its HTML). */
  skip?: (path: string) => boolean;
  /** Paths whose values are not written down (secrets): only that they changed. */
  hidden?: (path: string) => boolean;
  /** Paths holding rich HTML: their text is kept, not their markup. */
  rich?: (path: string) => boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: string, rich: boolean): string {
  const text = rich
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : value;
  return text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX - 1)}…` : text;
}

/** A value as the log keeps it, or undefined when it is not a plain one (a list, an object). */
function loggable(value: unknown, rich: boolean): AuditValue | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return textOf(value, rich);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function fieldChanges(
  before: unknown,
  after: unknown,
  options: FieldChangeOptions = {},
): AuditChange[] {
  const changes: AuditChange[] = [];
  const walk = (a: Record<string, unknown>, b: Record<string, unknown>, prefix: string) => {
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (changes.length >= AUDIT_CHANGES_MAX) return;
      const path = prefix ? `${prefix}.${key}` : key;
      if (options.skip?.(path)) continue;
      const was = a[key];
      const now = b[key];
      if (isPlainObject(was) && isPlainObject(now)) {
        walk(was, now, path);
        continue;
      }
      if (same(was, now)) continue;
      const rich = options.rich?.(path) ?? false;
      const from = loggable(was, rich);
      const to = loggable(now, rich);
      if (options.hidden?.(path) || from === undefined || to === undefined) changes.push({ field: path });
      else changes.push({ field: path, before: from, after: to });
    }
  };
  walk(isPlainObject(before) ? before : {}, isPlainObject(after) ? after : {}, '');
  return changes;
}
