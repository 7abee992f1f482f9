// The script nonce of the response being rendered, for the tags the app renders itself that must
// carry it, as React Router's own scripts and module preloads do (decision 0017). entry.server
// provides it; it is null in a page shared by many responses (decision 0020, allowed by hashes)
// and in the browser, where those tags are already in the document.
import { createContext, useContext } from 'react';

export const RenderNonceContext = createContext<string | null>(null);

export function useRenderNonce(): string | undefined {
  return useContext(RenderNonceContext) ?? undefined;
}
