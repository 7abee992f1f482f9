// An area of a page that fails on its own (SPEC section 8: list fetch failures give empty lists,
// a failed banner or footer part leaves that area empty): its work, or the fallback when the work
// fails. The API client has already logged HTTP and network failures in SPEC 8's words; this
// names the area that was left with its fallback.
import { errorText } from './errors.ts';
import type { Logger } from './logger.ts';

export async function settle<T>(log: Logger, what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.warn({ reason: errorText(error) }, `${what} unavailable`);
    return fallback;
  }
}
