// What every field of a content form reads: the document being edited, how to change one value,
// the server's message per field path, and whether the signed-in user may change owner-only fields.
import { createContext, useContext } from 'react';
import type { ContentDocument } from '../content-types.ts';

export interface ContentFormState {
  document: ContentDocument;
  setValue: (path: string, value: unknown) => void;
  issueAt: (path: string) => string | undefined;
  /** The first message at a path or anywhere inside it (a rich text document's elements). */
  issueWithin: (path: string) => string | undefined;
  isOwner: boolean;
}

export const ContentFormContext = createContext<ContentFormState | null>(null);

export function useContentForm(): ContentFormState {
  const state = useContext(ContentFormContext);
  if (!state) throw new Error('Content fields belong inside a content form');
  return state;
}
