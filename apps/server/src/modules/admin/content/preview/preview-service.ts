// Draft previews: the signed address of an item's public page showing its saved draft, and, when
// such an address is requested, the check of its token and the rendering of the page with the
// draft applied inside a transaction that is then rolled back (decision 0028).
import { itemAddress } from '@refit/contract/content-types';
import { CONTENT_PREVIEW_MINUTES } from '@refit/contract/admin';
import type { ContentPreview, ContentType } from '@refit/contract/admin';
import { PREVIEW_PARAM } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { Db, SideConnection } from '../../../../db/connect.ts';
import { shadowTables } from '../../../../db/shadow-tables.ts';
import { withReadScope } from '../../../../db/read-scope.ts';
import type { ContentAdapter } from '../adapters/adapter.ts';
import { adapterOf } from '../adapters/index.ts';
import { checkDocument } from '../document-rules.ts';
import { findDraft, findRevision } from '../drafts.ts';
import { getContent } from '../service.ts';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';
import type { PreviewClaims } from './preview-token.ts';

type Document = Record<string, unknown>;

export const PREVIEW_LIFETIME_MS = CONTENT_PREVIEW_MINUTES * 60_000;

/**
 * The page a preview shows: the item's own public page, or Home for what has none (menus, partners
 * and the site settings all show on Home: the menu and footer on every page, partners and the hero
 * slideshow on Home itself).
 */
export function previewPath(adapter: ContentAdapter, id: number, document: Document): string {
  return itemAddress(adapter.type, id, document) ?? '/';
}

export async function createPreview(
  db: Db,
  key: string,
  request: { type: ContentType; id: number; lang: UiLanguage },
  now: number,
): Promise<ContentPreview> {
  const item = await getContent(db, request.type, request.id);
  const expiresAt = now + PREVIEW_LIFETIME_MS;
  const token = signPreviewToken(key, { ...request, version: item.version, expiresAt });
  const path = previewPath(adapterOf(request.type), request.id, item.document);
  const query = new URLSearchParams({ l: request.lang, [PREVIEW_PARAM]: token });
  return {
    url: `${path}?${query.toString()}`,
    expiresAt: new Date(expiresAt).toISOString(),
    version: item.version,
  };
}

/** Why a preview address is refused: its page answers 403 or 410 with a sentence saying so. */
export type PreviewRefusal = 'invalid' | 'expired' | 'other-page' | 'gone' | 'unusable';

export type PreviewOpening =
  | { ok: true; claims: PreviewClaims; adapter: ContentAdapter; document: Document }
  | { ok: false; refusal: PreviewRefusal };

/** The saved document of that version: the draft, a kept revision, or the live row never drafted. */
async function documentAt(db: Db, adapter: ContentAdapter, claims: PreviewClaims) {
  const draft = await findDraft(db, claims.type, claims.id);
  if (draft?.version === claims.version) return JSON.parse(draft.document) as Document;
  const revision = await findRevision(db, claims.type, claims.id, claims.version);
  if (revision) return JSON.parse(revision.document) as Document;
  if (!draft && claims.version === 1) return (await adapter.readLive(db, claims.id))?.document;
  return undefined;
}

/** Checks a token met on `pathname` and finds the document it shows. */
export async function openPreview(db: Db, key: string, token: string, pathname: string, now: number) {
  const check = verifyPreviewToken(key, token, now);
  if (!check.ok) return { ok: false, refusal: check.reason } satisfies PreviewOpening;
  const { claims } = check;
  const adapter = adapterOf(claims.type);
  const live = await adapter.readLive(db, claims.id);
  const document = live ? await documentAt(db, adapter, claims) : undefined;
  if (!document) return { ok: false, refusal: 'gone' } satisfies PreviewOpening;
  if (previewPath(adapter, claims.id, document) !== pathname) {
    return { ok: false, refusal: 'other-page' } satisfies PreviewOpening;
  }
  return { ok: true, claims, adapter, document } satisfies PreviewOpening;
}

/** Thrown to end the preview's transaction: it is always rolled back. */
class RollBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('preview rolled back');
    this.value = value;
  }
}

/** A draft that no longer passes the checks publishing makes (a deleted brand it names). */
export class UnusableDraftError extends Error {}

/**
 * Runs `render` with every read of the public routes inside one transaction on `side` that holds
 * the draft written into the live rows exactly as publishing would write it, then rolls it back. On
 * SQLite the draft goes into temporary copies of the type's tables, so that the site's own writes
 * need not wait for the page to render.
 */
export async function renderWithDraft<T>(
  side: Pick<SideConnection, 'db' | 'sqlite'>,
  opening: Extract<PreviewOpening, { ok: true }>,
  render: () => Promise<T>,
): Promise<T> {
  const { adapter, claims } = opening;
  try {
    await side.db.transaction().execute(async (trx) => {
      if (side.sqlite) await shadowTables(trx, adapter.liveTables);
      let document: Document;
      try {
        document = await checkDocument(trx, adapter, opening.document, claims.id);
      } catch {
        throw new UnusableDraftError();
      }
      await adapter.writeLive(trx, claims.id, document);
      await adapter.setPublished(trx, claims.id, true);
      throw new RollBack(await withReadScope(trx, render));
    });
  } catch (error) {
    if (error instanceof RollBack) return error.value as T;
    throw error;
  }
  throw new Error('the preview transaction ended without rolling back');
}
