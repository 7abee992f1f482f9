// The checklist with its own request, loading and failure, so that the rest of the start page
// does not wait for it (it reads every content type) nor fail with it.
import { QueryView } from '../../components/query-view.tsx';
import { ErrorState } from '../../components/state.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { GoLivePanel } from './go-live-panel.tsx';

export function GoLiveSection() {
  const t = useAdminText();
  const query = useAdminQuery('go-live', (signal) => callAdmin('getGoLiveChecklist', { signal }));
  return (
    <QueryView
      query={query}
      loadingLabel={t.common.loading}
      renderError={() => (
        <ErrorState message={t.errors.generic} retryLabel={t.common.retry} onRetry={query.reload} />
      )}
    >
      {(checklist) => <GoLivePanel checklist={checklist} />}
    </QueryView>
  );
}
