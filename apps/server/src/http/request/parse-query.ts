// Validates a query string against a contract schema; the message names each bad field.
import type { z } from 'zod';
import { badRequest } from '../errors.ts';

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'query';
    return `${field} ${issue.message}`;
  });
  throw invalidParameters(problems);
}

/** The 400 of a query refused, each problem as "field message". */
export function invalidParameters(problems: readonly string[]) {
  return badRequest(`Invalid parameter: ${problems.join('; ')}`);
}
