// A document's value at a dotted path (`copyright.cn`), read the same way by every rule that looks
// into documents; undefined where the path leads to nothing.
export function valueAt(document: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      document,
    );
}
