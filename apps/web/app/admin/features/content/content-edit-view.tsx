// /admin/content/:type/:id (and /new): the form of one item beside its publishing panel and
// history; save, publish, conflicts, leaving with unsaved changes, deleting.
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { blankDocument, formFields } from '@refit/contract/content-types';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/overlay/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { useAdminUser } from '../../lib/session.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { BaiduPushStatusPanel } from './publishing/baidu-push-status.tsx';
import { DependentList } from './list/bulk-bar.tsx';
import { deleteContent, getContent } from './content-api.ts';
import { ContentForm } from './content-form.tsx';
import { MissingBadge, ContentStatusBadge } from './list/content-status-badge.tsx';
import { ContentTypeNav } from './list/content-type-nav.tsx';
import type { ContentItem, ContentType } from './content-types.ts';
import { ConflictDialog } from './publishing/conflict-dialog.tsx';
import { showRefusal } from './list/dependents.ts';
import type { Dependent } from './list/dependents.ts';
import { ContentFormContext } from './fields/form-context.ts';
import { issueText } from '../../lib/issue-text.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { PreviewPanel } from './publishing/preview-panel.tsx';
import { PublishPanel } from './publishing/publish-panel.tsx';
import { RevisionList } from './publishing/revision-list.tsx';
import { CONTENT_SPECS } from './content-specs.ts';
import { missingCount } from './fields/translated-pairs.ts';
import { useContentEditor } from './use-content-editor.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import styles from './content.module.css';

export function ContentEditView({
  type,
  id,
  renderError,
}: {
  type: ContentType;
  /** null: a new item. */
  id: number | null;
  renderError: (error: unknown, retry: () => void) => ReactNode;
}) {
  const t = useAdminText();
  const query = useAdminQuery(`${type}:${id ?? 'new'}`, (signal) =>
    id === null ? Promise.resolve(null) : getContent(type, id, signal),
  );
  return (
    <>
      <ContentTypeNav current={type} />
      {CONTENT_SPECS[type].singleton ? null : (
        <Link to={`/admin/content/${type}`} className={styles.back}>
          ← {t.content.editor.back(t.content.types[type])}
        </Link>
      )}
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => renderError(error, query.reload)}
      >
        {(item) => <Editor key={`${type}:${item?.id ?? 'new'}`} type={type} initial={item} />}
      </QueryView>
    </>
  );
}

function Editor({ type, initial }: { type: ContentType; initial: ContentItem | null }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const user = useAdminUser();
  const navigate = useNavigate();
  const e = t.content.editor;
  const spec = CONTENT_SPECS[type];
  const blank = useMemo(() => blankDocument(formFields(spec)), [spec]);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const formId = useId();
  const editor = useContentEditor(type, initial, blank, {
    fetchItem: (itemId) => getContent(type, itemId),
    onCreated: (itemId) => setLeavingTo(`/admin/content/${type}/${itemId}`),
    onFailure: (error) => notifyError(errorText(error, t)),
  });
  const blocker = useUnsavedGuard(editor.dirty && leavingTo === null);
  useEffect(() => {
    // Created: on to the new item's own address, once the guard has let go.
    if (!leavingTo) return;
    notifySuccess(e.created);
    void navigate(leavingTo, { replace: true });
  }, [leavingTo, navigate, e]);

  const form = useMemo(
    () => ({
      document: editor.document,
      setValue: editor.setValue,
      issueAt: (path: string) => {
        const message = editor.issues.get(path);
        return message === undefined ? undefined : issueText(message, lang);
      },
      issueWithin: (path: string) => {
        for (const [at, message] of editor.issues) {
          if (at === path || at.startsWith(`${path}.`)) return issueText(message, lang);
        }
        return undefined;
      },
      isOwner: user.role === 'owner',
    }),
    [editor.document, editor.setValue, editor.issues, lang, user.role],
  );

  const item = editor.item;
  const missing = missingCount(spec, editor.document);
  const titlePath = spec.sections[0]?.fields[0]?.key ?? '';
  const title = typeof editor.document[titlePath] === 'string' ? String(editor.document[titlePath]) : '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await editor.save();
    if (result) notifySuccess(e.saved);
  }

  return (
    <ContentFormContext value={form}>
      <div className={styles.editor}>
        <PageHeader
          title={
            spec.singleton
              ? t.content.types[type]
              : item
                ? title || `#${item.id}`
                : t.content.newTitle(t.content.types[type])
          }
          actions={
            <div className={styles.headerActions}>
              {item ? <ContentStatusBadge status={item.status} /> : null}
              {missing > 0 ? <MissingBadge count={missing} /> : null}
              <span className={editor.dirty ? styles.dirty : styles.muted} role="status">
                {editor.dirty ? e.unsaved : item ? e.allSaved : ''}
              </span>
              <Button
                type="submit"
                form={formId}
                tone="primary"
                disabled={editor.busy || (!editor.dirty && item !== null)}
              >
                {editor.busy ? t.common.saving : item ? e.save : e.create}
              </Button>
            </div>
          }
        />
        {editor.issues.size > 0 ? (
          <p className={styles.formAlert} role="alert">
            {t.errors.validation}
          </p>
        ) : null}
        <div className={styles.editorGrid}>
          {/* The form holds the fields only: the side panels' dialogs have forms of their own. */}
          <form id={formId} className={styles.column} onSubmit={(event) => void onSubmit(event)} noValidate>
            <ContentForm spec={spec} />
          </form>
          {item ? (
            <aside className={styles.column} aria-label={e.status}>
              <PublishPanel
                item={item}
                dirty={editor.dirty}
                busy={editor.busy}
                missing={missing}
                alwaysPublished={spec.singleton === true}
                onPublish={() =>
                  void editor.publish().then((done) => {
                    if (done) notifySuccess(e.published);
                  })
                }
                onUnpublish={() =>
                  void editor.unpublish().then((done) => {
                    if (done) notifySuccess(e.unpublished);
                  })
                }
                onDiscard={() =>
                  void editor.discard().then((done) => {
                    if (done) notifySuccess(e.discarded);
                  })
                }
                onSchedule={(publishAt) =>
                  editor.schedule(publishAt).then((done) => {
                    if (done) notifySuccess(publishAt ? e.scheduleSet : e.scheduleCancelled);
                  })
                }
              />
              <PreviewPanel
                type={type}
                id={item.id}
                title={spec.singleton ? t.content.types[type] : title}
                dirty={editor.dirty}
                busy={editor.busy}
                onSave={() =>
                  editor.save().then((saved) => {
                    if (saved) notifySuccess(e.saved);
                    return Boolean(saved);
                  })
                }
              />
              <RevisionList
                type={type}
                id={item.id}
                version={item.version}
                refreshKey={`${item.version}:${item.status}:${item.updatedAt ?? ''}`}
                dirty={editor.dirty}
                busy={editor.busy}
                onRestore={(version) =>
                  editor.restore(version).then((done) => {
                    if (done) notifySuccess(e.restored(version));
                  })
                }
              />
              {type === 'settings' ? (
                <BaiduPushStatusPanel refreshKey={`${item.version}:${item.status}:${item.updatedAt ?? ''}`} />
              ) : null}
              {spec.singleton ? null : <DeleteItem type={type} id={item.id} />}
            </aside>
          ) : null}
        </div>
      </div>
      <ConflictDialog
        current={editor.conflict}
        busy={editor.busy}
        onReload={() => {
          editor.reloadFromConflict();
          notifySuccess(e.reloaded);
        }}
        onOverwrite={() =>
          void editor.save({ overwrite: true }).then((saved) => {
            if (saved) notifySuccess(e.saved);
          })
        }
        onClose={editor.dismissConflict}
      />
      <LeaveDialog blocker={blocker} />
    </ContentFormContext>
  );
}

function DeleteItem({ type, id }: { type: ContentType; id: number }) {
  const t = useAdminText();
  const e = t.content.editor;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dependents, setDependents] = useState<Dependent[]>([]);
  async function remove() {
    setBusy(true);
    try {
      await deleteContent(type, id);
      notifySuccess(e.deleted);
      void navigate(`/admin/content/${type}`, { replace: true });
    } catch (error) {
      showRefusal(error, setDependents, (failure) => notifyError(errorText(failure, t)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button tone="danger" small onClick={() => setOpen(true)}>
        {e.delete}
      </Button>
      <ConfirmDialog
        open={open}
        title={e.delete}
        message={e.confirmDelete}
        confirmLabel={e.delete}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => {
          setOpen(false);
          setDependents([]);
        }}
      >
        {dependents.length > 0 ? <DependentList dependents={dependents} /> : null}
      </ConfirmDialog>
    </div>
  );
}
