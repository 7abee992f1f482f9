// False in the server's HTML and until React has taken over the page, then true. Forms that
// would otherwise submit natively before hydration (a sign-in form would put the password in the
// URL) keep their button disabled until then.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
