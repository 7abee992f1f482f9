// Work that can wait for a quiet moment. Hydration ends with one long task that runs every effect
// and ref of the page at once; on a slow phone each piece of housekeeping in it (the first
// localStorage read, a visit beacon, checks on images) adds to the time the page cannot answer a
// tap. Handed to the browser's idle time, each runs as a task of its own, soon after (decision 0032).

/** How long a task may wait for idle time at most. */
const LATEST_MS = 2_000;

export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: LATEST_MS });
  } else {
    // Safari has no requestIdleCallback: a task after the current one.
    setTimeout(task, 1);
  }
}
