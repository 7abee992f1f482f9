// What a page shows around its data: a loading state the first time, a failure with a retry, or
// the data (dimmed and marked busy while a newer answer loads).
import type { ReactNode } from 'react';
import { LoadingState } from './state.tsx';

export interface QueryViewProps<T> {
  query: { data: T | undefined; error: unknown; loading: boolean };
  loadingLabel: string;
  renderError: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loadingLabel, renderError, children }: QueryViewProps<T>) {
  if (query.error !== undefined) return <>{renderError(query.error)}</>;
  if (query.data === undefined) return <LoadingState label={loadingLabel} />;
  return (
    <div aria-busy={query.loading} style={{ opacity: query.loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {children(query.data)}
    </div>
  );
}
