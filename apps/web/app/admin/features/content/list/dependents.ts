// What a refused delete names as depending on the item (the 409's result.dependents).
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
