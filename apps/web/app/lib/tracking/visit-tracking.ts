// The stateful part of visit tracking (SPEC section 4): skip a repeat of the visit just seen,
// do not resend the same browseType-relatedId pair within TRACKING_DEBOUNCE_MS, and forget a
// pair whose send failed so that the next visit retries it.
import { TRACKING_DEBOUNCE_MS } from '@refit/contract';
import { isSameVisit, traceFor } from './visit-rules.ts';
import type { TraceEvent, Visit, VisitContext } from './visit-rules.ts';

export type TrackOutcome = 'sent' | 'sent-by-page' | 'failed' | 'same-visit' | 'debounced' | 'not-traced';

export interface VisitTrackingOptions {
  /** Sends one event; rejects (or resolves false) when the server did not take it. */
  send: (event: TraceEvent) => Promise<boolean>;
  now?: () => number;
  debounceMs?: number;
  /**
   * Asked once, at the first visit: when the page itself sent that visit before the tracker ran
   * (page-visit.ts), the time it did. The visit then counts as sent then, and is not sent again.
   */
  sentByPage?: () => number | undefined;
}

export interface VisitTracking {
  track(visit: Visit, context: VisitContext): Promise<TrackOutcome>;
}

export function createVisitTracking({
  send,
  now = Date.now,
  debounceMs = TRACKING_DEBOUNCE_MS,
  sentByPage = () => undefined,
}: VisitTrackingOptions): VisitTracking {
  let previous: Visit | undefined;
  let first = true;
  // Pair → when it was sent. Recorded when the send starts, so two quick visits cannot both go.
  const sentAt = new Map<string, number>();

  return {
    async track(visit, context) {
      const repeat = isSameVisit(previous, visit);
      previous = visit;
      if (repeat) return 'same-visit';
      const pageSentAt = first ? sentByPage() : undefined;
      first = false;

      const event = traceFor(visit, context);
      if (!event) return 'not-traced';

      const key = `${event.browseType}-${event.relatedId}`;
      if (pageSentAt !== undefined) {
        sentAt.set(key, pageSentAt);
        return 'sent-by-page';
      }
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
