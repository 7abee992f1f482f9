// The stateful part of visit tracking (SPEC section 4): skip a repeat of the visit just seen,
// do not resend the same browseType-relatedId pair within TRACKING_DEBOUNCE_MS, and forget a
// pair whose send failed so that the next visit retries it.
import { TRACKING_DEBOUNCE_MS } from '@refit/contract';
import { isSameVisit, traceFor } from './visit-rules.ts';
import type { TraceEvent, Visit, VisitContext } from './visit-rules.ts';

export type TrackOutcome = 'sent' | 'failed' | 'same-visit' | 'debounced' | 'not-traced';

export interface VisitTrackingOptions {
  /** Sends one event; rejects (or resolves false) when the server did not take it. */
  send: (event: TraceEvent) => Promise<boolean>;
  now?: () => number;
  debounceMs?: number;
}

export interface VisitTracking {
  track(visit: Visit, context: VisitContext): Promise<TrackOutcome>;
}

export function createVisitTracking({
  send,
  now = Date.now,
  debounceMs = TRACKING_DEBOUNCE_MS,
}: VisitTrackingOptions): VisitTracking {
  let previous: Visit | undefined;
  // Pair → when it was sent. Recorded when the send starts, so two quick visits cannot both go.
  const sentAt = new Map<string, number>();

  return {
    async track(visit, context) {
      const repeat = isSameVisit(previous, visit);
      previous = visit;
      if (repeat) return 'same-visit';

      const event = traceFor(visit, context);
      if (!event) return 'not-traced';

      const key = `${event.browseType}-${event.relatedId}`;
      const time = now();
      for (const [pair, at] of sentAt) if (time - at >= debounceMs) sentAt.delete(pair);
      if (sentAt.has(key)) return 'debounced';

      sentAt.set(key, time);
      let accepted = false;
      try {
        accepted = await send(event);
      } catch {
        // The API client has logged it; tracking never disturbs the visitor.
      }
      if (!accepted && sentAt.get(key) === time) sentAt.delete(key);
      return accepted ? 'sent' : 'failed';
    },
  };
}
