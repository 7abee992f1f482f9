// What a panel shows before its data: the failure with a retry, or a loading state until the
// first answer.
import { errorText } from '../lib/error-text.ts';
import { useAdminText } from '../lib/i18n.ts';
import { ErrorState, LoadingState } from './state.tsx';

export function QueryFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useAdminText();
  return error !== undefined ? (
    <ErrorState message={errorText(error, t)} retryLabel={t.common.retry} onRetry={onRetry} />
  ) : (
    <LoadingState label={t.common.loading} />
  );
}
