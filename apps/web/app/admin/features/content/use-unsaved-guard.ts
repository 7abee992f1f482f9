// Leaving a form with unsaved changes asks first: inside the admin through the router's
// navigation blocker (a dialog of ours answers it), closing or reloading the tab through the
// browser's beforeunload prompt.
import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { Blocker, BlockerFunction } from 'react-router';

export function useUnsavedGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Only a move to another page counts: switching the interface language keeps the form.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  return useBlocker(shouldBlock);
}
