// The state of one item's form: the document being edited beside the copy last saved, the
// version the next save must name, the server's field messages, and every action on the item.
// A save that another editor overtook (409) keeps the edits and hands over the server's copy,
// so the screen can offer to reload it or to overwrite it.
import { useCallback, useState } from 'react';
import { AdminApiError } from '../../lib/api-error.ts';
import { fieldIssues } from '../../lib/field-issues.ts';
import {
  createContent,
  discardDraft,
  publishContent,
  restoreRevision,
  saveContent,
  scheduleContent,
  unpublishContent,
} from './content-api.ts';
import type { ContentDocument, ContentItem, ContentType } from './content-types.ts';
import { sameDocument, setAt } from './document-path.ts';

export interface ContentEditor {
  item: ContentItem | null;
  document: ContentDocument;
  dirty: boolean;
  busy: boolean;
  issues: ReadonlyMap<string, string>;
  /** The server's copy after a 409, until the user chooses. */
  conflict: ContentItem | null;
  setValue: (path: string, value: unknown) => void;
  /** Saves (creating the item when new); the saved item, or null when it failed. */
  save: (options?: { overwrite?: boolean }) => Promise<ContentItem | null>;
  /** Each action answers whether it went through (a failure is reported by onFailure). */
  publish: () => Promise<boolean>;
  unpublish: () => Promise<boolean>;
  schedule: (publishAt: string | null) => Promise<boolean>;
  restore: (version: number) => Promise<boolean>;
  /** The published document becomes the draft again; unsaved edits go too. */
  discard: () => Promise<boolean>;
  reloadFromConflict: () => void;
  /** Closes the conflict without choosing: the edits stay on screen, unsaved. */
  dismissConflict: () => void;
  /** After a call that changed the item on the server (saved, published, restored). */
  replace: (item: ContentItem) => void;
}

export interface EditorCallbacks {
  /** Reads the item again (after a publish or restore). */
  fetchItem: (id: number) => Promise<ContentItem>;
  onCreated: (id: number) => void;
  onFailure: (error: unknown) => void;
}

function conflictOf(error: unknown): ContentItem | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  const result = error.result;
  if (!result || typeof result !== 'object' || !('current' in result)) return null;
  const current = (result as { current: unknown }).current;
  return current && typeof current === 'object' && 'version' in current ? (current as ContentItem) : null;
}

export function useContentEditor(
  type: ContentType,
  initial: ContentItem | null,
  blank: ContentDocument,
  callbacks: EditorCallbacks,
): ContentEditor {
  const [item, setItem] = useState<ContentItem | null>(initial);
  const [saved, setSaved] = useState<ContentDocument>(initial?.document ?? blank);
  const [document, setDocument] = useState<ContentDocument>(initial?.document ?? blank);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<ReadonlyMap<string, string>>(new Map());
  const [conflict, setConflict] = useState<ContentItem | null>(null);
  const { fetchItem, onCreated, onFailure } = callbacks;

  const replace = useCallback((next: ContentItem) => {
    setItem(next);
    setSaved(next.document);
    setDocument(next.document);
    setIssues(new Map());
  }, []);

  const setValue = useCallback((path: string, value: unknown) => {
    setDocument((current) => setAt(current, path, value));
  }, []);

  async function attempt<T>(run: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await run();
    } catch (error) {
      const overtaken = conflictOf(error);
      if (overtaken) setConflict(overtaken);
      else {
        setIssues(fieldIssues(error));
        onFailure(error);
      }
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function save(options: { overwrite?: boolean } = {}): Promise<ContentItem | null> {
    const sent = document;
    return attempt(async () => {
      if (!item) {
        const created = await createContent(type, sent);
        setSaved(sent);
        setIssues(new Map());
        onCreated(created.id);
        return null;
      }
      const version = options.overwrite && conflict ? conflict.version : item.version;
      await saveContent(type, item.id, version, sent);
      setConflict(null);
      const fresh = await fetchItem(item.id);
      // Edits typed while the save was on its way stay in the form.
      setItem(fresh);
      setSaved(fresh.document);
      setDocument((current) => (sameDocument(current, sent) ? fresh.document : current));
      setIssues(new Map());
      return fresh;
    });
  }

  async function publish(): Promise<boolean> {
    if (!item) return false;
    // Unsaved edits are saved first: publishing never leaves them behind.
    const current = sameDocument(document, saved) ? item : await save();
    if (!current) return false;
    const done = await attempt(async () => {
      await publishContent(type, current.id, current.version);
      replace(await fetchItem(current.id));
      return true;
    });
    return done === true;
  }

  async function unpublish(): Promise<boolean> {
    if (!item) return false;
    const done = await attempt(async () => {
      await unpublishContent(type, item.id);
      setItem(await fetchItem(item.id));
      return true;
    });
    return done === true;
  }

  async function schedule(publishAt: string | null): Promise<boolean> {
    if (!item) return false;
    const done = await attempt(async () => {
      await scheduleContent(type, item.id, item.version, publishAt);
      setItem(await fetchItem(item.id));
      return true;
    });
    return done === true;
  }

  async function restore(version: number): Promise<boolean> {
    if (!item) return false;
    const done = await attempt(async () => {
      await restoreRevision(type, item.id, version);
      replace(await fetchItem(item.id));
      return true;
    });
    return done === true;
  }

  async function discard(): Promise<boolean> {
    if (!item) return false;
    const done = await attempt(async () => {
      await discardDraft(type, item.id, item.version);
      replace(await fetchItem(item.id));
      return true;
    });
    return done === true;
  }

  function reloadFromConflict() {
    if (conflict) replace(conflict);
    setConflict(null);
  }

  return {
    item,
    document,
    dirty: !sameDocument(document, saved),
    busy,
    issues,
    conflict,
    setValue,
    save,
    publish,
    unpublish,
    schedule,
    restore,
    discard,
    reloadFromConflict,
    dismissConflict: () => setConflict(null),
    replace,
  };
}
