// Common-data entries (getCommonData) hold their contents as JSON text whose shape depends on
// the code (the contract's common-data.ts). Editors write that text, so it is checked like an
// answer: malformed contents throw, and the caller's area falls back on its own (settle).
import type { CommonDataCode } from '@refit/contract';
import type { z } from 'zod';

export function readContents<T>(code: CommonDataCode, raw: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${code} contents are malformed`);
  return parsed.data;
}
