// /admin/media (owners and editors): the media library. Upload by dropping files, browse by kind
// and search, and open a file to edit its alt texts and focal point, see where it is used, or
// delete it.
import { MEDIA_ACCEPT, MEDIA_KINDS } from '@refit/contract/admin/media-kinds';
import type { MediaKind } from '@refit/contract/admin/media-kinds';
import { useCallback, useState } from 'react';
import { Button } from '../../admin/components/button.tsx';
import filterStyles from '../../admin/components/form/filter-bar.module.css';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { Pagination } from '../../admin/components/pagination.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { SelectField } from '../../admin/components/form/select-field.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { TextField } from '../../admin/components/form/text-field.tsx';
import { listMedia, variantsPending } from '../../admin/features/media/media-api.ts';
import type { MediaRecord } from '../../admin/features/media/media-api.ts';
import { MediaDetailPanel } from '../../admin/features/media/media-detail.tsx';
import { MediaGrid } from '../../admin/features/media/media-grid.tsx';
import { MEDIA_UPLOAD_MAX_MB } from '../../admin/features/media/media-picker.tsx';
import styles from '../../admin/features/media/media.module.css';
import { UploadZone } from '../../admin/features/media/upload-zone.tsx';
import { useUploads } from '../../admin/features/media/use-uploads.ts';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useSearch, useSearchFormSubmit } from '../../admin/lib/search-form.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import { useRefreshWhile } from '../../admin/lib/use-refresh-while.ts';
import type { Route } from './+types/media';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.media.title);

export default function MediaPage() {
  const user = useAdminUser();
  return canOpen(user.role, 'media') ? <MediaLibrary /> : <NoPermission />;
}

function readFilters(search: URLSearchParams) {
  const kind = search.get('kind');
  const pageNo = Number(search.get('pageNo'));
  return {
    kind: (MEDIA_KINDS as readonly string[]).includes(kind ?? '') ? (kind as MediaKind) : undefined,
    q: search.get('q')?.trim() || undefined,
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
  };
}

function MediaLibrary() {
  const t = useAdminText();
  const m = t.media;
  const filters = readFilters(useSearch());
  const submit = useSearchFormSubmit();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query = useAdminQuery(JSON.stringify(filters), (signal) => listMedia(filters, signal));
  const { reload } = query;
  const onUploaded = useCallback(() => reload(), [reload]);
  // The library's copy of a file sent again is opened, as if it had just been uploaded.
  const onUseExisting = useCallback(
    (record: MediaRecord) => {
      setSelectedId(record.id);
      reload();
    },
    [reload, setSelectedId],
  );
  const uploads = useUploads(onUploaded, onUseExisting);
  const filtered = filters.kind !== undefined || filters.q !== undefined;
  // Photos whose variants are still being made show their progress, refreshed until done.
  const generating = query.data?.records.some(variantsPending) ?? false;
  useRefreshWhile(generating, reload, query.data);
  const selected = query.data?.records.find((record) => record.id === selectedId);

  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <UploadZone
        rows={uploads.rows}
        onFiles={uploads.add}
        onDuplicate={uploads.resolve}
        accept={Object.values(MEDIA_ACCEPT).join(',')}
        maxMegabytes={MEDIA_UPLOAD_MAX_MB}
      />
      <form className={filterStyles.filters} aria-label={m.filters} onSubmit={submit}>
        <SelectField
          label={m.kind}
          name="kind"
          defaultValue={filters.kind ?? ''}
          options={[
            { value: '', label: t.common.all },
            ...MEDIA_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] })),
          ]}
        />
        <TextField
          className={filterStyles.wide}
          label={m.search}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
        />
        <div className={filterStyles.buttons}>
          <Button type="submit" tone="primary">
            {t.common.apply}
          </Button>
        </div>
      </form>
      <div className={styles.layout} data-detail={selectedId === null ? undefined : ''}>
        <QueryView
          query={query}
          loadingLabel={t.common.loading}
          renderError={(error) => <AdminPageError error={error} area="media" onRetry={query.reload} />}
        >
          {(page) => (
            <div>
              {page.records.length === 0 ? (
                <EmptyState message={filtered ? m.noMatch : m.empty} />
              ) : (
                <MediaGrid
                  records={page.records}
                  selectedId={selectedId}
                  onSelect={(record: MediaRecord) => setSelectedId(record.id)}
                />
              )}
              <Pagination
                current={page.current}
                pages={page.pages}
                total={page.total}
                label={m.title}
                previousLabel={t.common.previous}
                nextLabel={t.common.next}
                pageOf={t.common.pageOf}
                totalText={t.common.totalRecords}
              />
            </div>
          )}
        </QueryView>
        {selectedId !== null ? (
          <MediaDetailPanel
            id={selectedId}
            progress={selected ? { ready: selected.variantsReady, total: selected.variantsTotal } : undefined}
            onClose={() => setSelectedId(null)}
            onChanged={() => query.reload()}
            onDeleted={() => {
              setSelectedId(null);
              query.reload();
            }}
          />
        ) : null}
      </div>
    </>
  );
}
