// /admin/content/:type: the items of one type with filters, the count of untranslated items,
// bulk actions, and drag-to-reorder where the list has an order.
import { useState } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { EmptyState } from '../../../components/state.tsx';
import { notifyError, notifySuccess } from '../../../components/overlay/toast.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminText } from '../../../lib/i18n.ts';
import { useSearch } from '../../../lib/search-form.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import type { ReactNode } from 'react';
import { BulkBar } from './bulk-bar.tsx';
import { listContent, reorderContent } from '../content-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { canReorder, LIST_PAGE_SIZE, ORDER_PAGE_SIZE, readContentFilters } from './content-list-query.ts';
import { ContentTable } from './content-table.tsx';
import { ContentTypeNav } from './content-type-nav.tsx';
import type { ContentListRecord, ContentPage, ContentType } from '../content-types.ts';
import { moved } from '../fields/sortable.tsx';
import { CONTENT_SPECS } from '../content-specs.ts';
import styles from '../content.module.css';

const NONE: ReadonlySet<number> = new Set();

export function ContentListView({
  type,
  renderError,
}: {
  type: ContentType;
  renderError: (error: unknown, retry: () => void) => ReactNode;
}) {
  const t = useAdminText();
  const spec = CONTENT_SPECS[type];
  const filters = readContentFilters(useSearch());
  const reorderable = canReorder(spec, filters);
  const pageSize = reorderable ? ORDER_PAGE_SIZE : LIST_PAGE_SIZE;
  const query = useAdminQuery(`${type}:${JSON.stringify(filters)}`, (signal) =>
    listContent(
      type,
      {
        pageNo: filters.page,
        pageSize,
        q: filters.q || undefined,
        status: filters.status || undefined,
        parentId: filters.parentId ?? undefined,
      },
      signal,
    ),
  );
  // A selection belongs to the answer it was made in: a new answer starts with none.
  const [selection, setSelection] = useState<{ page: ContentPage | undefined; ids: ReadonlySet<number> }>({
    page: undefined,
    ids: new Set(),
  });
  const selected = selection.page === query.data ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ page: query.data, ids });

  return (
    <>
      <ContentTypeNav current={type} />
      <PageHeader
        title={t.content.types[type]}
        subtitle={t.content.typeHints[type]}
        actions={
          <ButtonLink tone="primary" to={`/admin/content/${type}/new`}>
            {t.content.newItem}
          </ButtonLink>
        }
      />
      <ContentFilters spec={spec} filters={filters} />
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => renderError(error, query.reload)}
      >
        {(page) => (
          <ListBody
            type={type}
            page={page}
            reorderable={reorderable && page.pages <= 1}
            filtered={Boolean(filters.q || filters.status || filters.parentId)}
            hint={
              !spec.ordered
                ? null
                : filters.q || filters.status
                  ? t.content.reorder.filtered
                  : spec.parent && filters.parentId === null
                    ? t.content.reorder.chooseParent
                    : page.pages > 1
                      ? t.content.reorder.paged
                      : t.content.reorder.hint
            }
            selected={selected}
            setSelected={setSelected}
            reload={query.reload}
            parentId={filters.parentId}
          />
        )}
      </QueryView>
    </>
  );
}

function ListBody({
  type,
  page,
  reorderable,
  filtered,
  hint,
  selected,
  setSelected,
  reload,
  parentId,
}: {
  type: ContentType;
  page: ContentPage;
  reorderable: boolean;
  filtered: boolean;
  hint: string | null;
  selected: ReadonlySet<number>;
  setSelected: (next: ReadonlySet<number>) => void;
  reload: () => void;
  parentId: number | null;
}) {
  const t = useAdminText();
  // The order on screen changes at once; a refused reorder puts the server's order back.
  const [local, setLocal] = useState<{ from: ContentListRecord[]; records: ContentListRecord[] } | null>(
    null,
  );
  const records = local && local.from === page.records ? local.records : page.records;

  async function move(from: number, to: number) {
    const next = moved(records, from, to);
    setLocal({ from: page.records, records: next });
    try {
      await reorderContent(
        type,
        parentId,
        next.map((record) => record.id),
      );
      notifySuccess(t.content.reorder.saved);
    } catch (error) {
      setLocal(null);
      notifyError(errorText(error, t));
    }
  }

  const onSelect = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };

  return (
    <>
      <div className={styles.listMeta}>
        <p className={page.missingTranslationCount > 0 ? styles.missingCount : styles.muted}>
          {t.content.missingListCount(page.missingTranslationCount)}
        </p>
        {hint ? <p className={styles.muted}>{hint}</p> : null}
      </div>
      {selected.size > 0 ? <BulkBar type={type} ids={[...selected]} onDone={reload} /> : null}
      {records.length === 0 ? (
        <EmptyState message={filtered ? t.content.empty : t.content.emptyAll} />
      ) : (
        <ContentTable
          type={type}
          records={records}
          selected={selected}
          onSelect={onSelect}
          onMove={reorderable ? (from, to) => void move(from, to) : undefined}
        />
      )}
      <Pagination
        current={page.current}
        pages={page.pages}
        total={page.total}
        label={t.content.types[type]}
        previousLabel={t.common.previous}
        nextLabel={t.common.next}
        pageOf={t.common.pageOf}
        totalText={t.common.totalRecords}
      />
    </>
  );
}
