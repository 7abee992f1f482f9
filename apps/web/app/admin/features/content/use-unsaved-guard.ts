// Leaving a form with unsaved changes asks first: inside the admin through the router's own
// navigation blocker (a dialog of ours answers it), closing or reloading the tab through the
// browser's beforeunload prompt.
//
// The blocker is registered on the app's router directly (getBlocker / deleteBlocker and the
// router state, the calls useBlocker makes), found where the framework's HydratedRouter puts it.
// Importing useBlocker, IDLE_BLOCKER or the router contexts would add exports to the router
// chunk every public page loads and so change the public pages' JavaScript.
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction, DataRouter } from 'react-router';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

function appRouter(): DataRouter | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
}

const noSubscription = () => () => {};

export function useUnsavedGuard(dirty: boolean): Blocker {
  const key = `unsaved-${useId()}`;

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

  useEffect(() => {
    const router = appRouter();
    if (!router) return;
    router.getBlocker(key, shouldBlock);
    return () => router.deleteBlocker(key);
  }, [key, shouldBlock]);

  return useSyncExternalStore(
    useCallback((listener: () => void) => appRouter()?.subscribe(listener) ?? noSubscription(), []),
    () => appRouter()?.state.blockers.get(key) ?? IDLE,
    () => IDLE,
  );
}
