// What a refused delete names as depending on the item (the 409's result.dependents).
import { AdminApiError } from '../../../lib/api-error.ts';
import { isContentType } from '../content-types.ts';
import type { ContentType } from '../content-types.ts';

export interface Dependent {
  type: ContentType;
  id: number;
  title: string;
}

export function dependentsOf(result: unknown): Dependent[] {
  if (!result || typeof result !== 'object' || !('dependents' in result)) return [];
  const list = (result as { dependents: unknown }).dependents;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is Dependent =>
      typeof entry === 'object' &&
      entry !== null &&
      isContentType((entry as { type?: string }).type) &&
      typeof (entry as { id?: unknown }).id === 'number',
  );
}

/**
 * Shows why a delete (alone or in a bulk action) failed: the items that still depend on it where
 * the server names them, else the failure itself.
 */
export function showRefusal(
  error: unknown,
  showDependents: (found: Dependent[]) => void,
  showFailure: (error: unknown) => void,
): void {
  const found = error instanceof AdminApiError && error.status === 409 ? dependentsOf(error.result) : [];
  if (found.length > 0) showDependents(found);
  else showFailure(error);
}
