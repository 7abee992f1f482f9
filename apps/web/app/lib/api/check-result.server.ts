// The server's check of every API result against the contract's schemas, so loaders work with
// answers that are what their types say, whichever backend served them (docs/operations.md: another API
// backend). Lists and pages keep their valid entries and skip malformed ones, so one bad row
// does not empty a whole menu or gallery; a malformed single record throws, which the client
// reports as an ApiError of kind `invalid`. Values are read leniently first, as a backend other
// than ours may write them: ids and sort orders as numeric strings, flags as numbers, and empty
// texts and lists as null.
import { calls } from '@refit/contract';
import type { CallName, CallResult } from '@refit/contract';
import { z } from 'zod';
import type { ResultCheck } from './client.ts';
import type { Logger } from './logger.ts';

/**
 * The value with numeric strings where the schema wants numbers, numbers where it wants text,
 * and null as "" or [] where it wants text or a list that may not be null.
 */
export function readLeniently(schema: z.ZodType, value: unknown): unknown {
  if (value === null) {
    if (schema instanceof z.ZodString) return '';
    return schema instanceof z.ZodArray ? [] : null;
  }
  if (value === undefined) return value;
  if (schema instanceof z.ZodLazy || schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return readLeniently(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodNumber) {
    return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) {
    return typeof value === 'number' ? String(value) : value;
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value)
      ? value.map((item) => readLeniently(schema.element as z.ZodType, item))
      : value;
  }
  if (schema instanceof z.ZodObject && typeof value === 'object' && !Array.isArray(value)) {
    const record: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (key in record) record[key] = readLeniently(field, record[key]);
    }
    return record;
  }
  return value;
}

function validEntries(
  name: CallName,
  entries: readonly unknown[],
  schema: z.ZodType,
  log: Logger,
): unknown[] {
  const valid: unknown[] = [];
  entries.forEach((entry, index) => {
    const parsed = schema.safeParse(readLeniently(schema, entry));
    if (parsed.success) valid.push(parsed.data);
    else
      log.warn(
        { call: name, index, issues: z.prettifyError(parsed.error) },
        `skipped a malformed ${name} entry`,
      );
  });
  return valid;
}

function recordsSchema(schema: z.ZodType): z.ZodArray | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const records: unknown = schema.shape.records;
  return records instanceof z.ZodArray ? records : null;
}

export const checkResult: ResultCheck = <N extends CallName>(name: N, result: unknown, log: Logger) => {
  const schema: z.ZodType = calls[name].result;
  let checked: unknown;
  const records = recordsSchema(schema);
  if (schema instanceof z.ZodArray && Array.isArray(result)) {
    checked = validEntries(name, result, schema.element as z.ZodType, log);
  } else if (records && typeof result === 'object' && result !== null && 'records' in result) {
    // The page's own fields (total, pages, current) are checked with the records set aside.
    const { records: entries, ...paging } = result as { records: unknown };
    const page = schema.safeParse(readLeniently(schema, { ...paging, records: [] }));
    if (!page.success) throw malformed(name, page.error);
    checked = {
      ...(page.data as object),
      records: validEntries(name, entries as unknown[], records.element as z.ZodType, log),
    };
  } else {
    const parsed = schema.safeParse(readLeniently(schema, result));
    if (!parsed.success) throw malformed(name, parsed.error);
    checked = parsed.data;
  }
  // The schema of `calls[name]` is the one CallResult<N> is inferred from.
  return checked as CallResult<N>;
};

function malformed(name: CallName, error: z.ZodError): Error {
  return new Error(`${name} answered a malformed result: ${z.prettifyError(error)}`);
}
