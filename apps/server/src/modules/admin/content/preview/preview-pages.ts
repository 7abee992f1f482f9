// What the page server needs to answer a preview address: the token found in a request's address,
// its check, and the rendering with the draft applied on a connection of its own (so the main
// connection's readers never wait for the preview's transaction, decision 0028).
import { PREVIEW_PARAM } from '@refit/contract';
import type { Db } from '../../../../db/connect.ts';
import { openSideConnection } from '../../../../db/connect.ts';
import { openPreview, renderWithDraft } from './preview-service.ts';
import type { PreviewOpening } from './preview-service.ts';

export interface PreviewPages {
  open(token: string, pathname: string): Promise<PreviewOpening>;
  render<T>(opening: Extract<PreviewOpening, { ok: true }>, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createPreviewPages(options: {
  db: Db;
  key: () => Promise<string>;
  now?: () => number;
}): PreviewPages {
  const now = options.now ?? (() => Date.now());
  let side: ReturnType<typeof openSideConnection> | undefined;
  return {
    async open(token, pathname) {
      return openPreview(options.db, await options.key(), token, pathname, now());
    },
    render(opening, work) {
      side ??= openSideConnection(options.db);
      return renderWithDraft(side, opening, work);
    },
    async close() {
      await side?.close();
      side = undefined;
    },
  };
}

/** The preview token of a page address (the first value of its parameter), if it has one. */
export function previewTokenOf(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  return new URLSearchParams(url.slice(queryAt + 1)).get(PREVIEW_PARAM) ?? undefined;
}
