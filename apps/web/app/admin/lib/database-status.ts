// Whether the server said its database is away (a 503 marked `x-unavailable: database`). The admin
// then shows one banner instead of failing screens, and asks /readyz every few seconds until the
// server is ready again, when the banner goes and the screens can be retried.
import { useSyncExternalStore } from 'react';

const RECHECK_MS = 3_000;

let away = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (away === value) return;
  away = value;
  for (const listener of listeners) listener();
}

async function recheck() {
  timer = undefined;
  try {
    const response = await fetch('/readyz', { cache: 'no-store' });
    if (response.ok) {
      set(false);
      return;
    }
  } catch {
    // Still away, or the network is: ask again.
  }
  timer = setTimeout(() => void recheck(), RECHECK_MS);
}

/** Told of every admin answer: a database 503 raises the banner, any success lowers it. */
export function noteAnswer(response: Response): void {
  if (response.status === 503 && response.headers.get('x-unavailable') === 'database') {
    set(true);
    timer ??= setTimeout(() => void recheck(), RECHECK_MS);
  } else if (response.ok) {
    set(false);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDatabaseAway(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => away,
    () => false,
  );
}
