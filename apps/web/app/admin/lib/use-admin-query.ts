// Data for an admin page, fetched in the browser once the page is on screen. (No route loaders:
// a clientLoader needs a HydrateFallback, whose router wrapper would land in the chunk every public
// page loads.) The last answer stays on screen while a new one loads, so filters do not flash.
import { useCallback, useEffect, useState } from 'react';

export interface AdminQuery<T> {
  /** The latest answer for any key, kept while the next one loads. */
  data: T | undefined;
  /** The failure of the current key's request, if it failed. */
  error: unknown;
  /** True until the current key's request has settled. */
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

export function useAdminQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '', data: undefined, error: undefined });
  const requestKey = `${version}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((last) => ({ key: requestKey, data: last.data, error }));
      },
    );
    return () => controller.abort();
    // The key names everything the request depends on; `load` is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = settled.key === requestKey;
  return { data: settled.data, error: current ? settled.error : undefined, loading: !current, reload };
}
