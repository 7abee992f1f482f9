// Who waits for a piece of shared work (single-flight.ts): visitors or only background jobs, and
// whether anyone still does. The work is background work until a visitor joins it; it is
// abandoned once every caller that can leave (a visitor whose client may disconnect) has left and
// no caller that stays (a job, a caller without a signal) has joined. The encode pool reads this
// to order its queue and to drop work nobody waits for.
import type { EncodeDemand } from './encode-pool.ts';

export interface Caller {
  background?: boolean;
  /** Aborts when this caller stops waiting (its client has gone). */
  signal?: AbortSignal;
}

export class Demand implements EncodeDemand {
  private readonly controller = new AbortController();
  private readonly promoteListeners: (() => void)[] = [];
  private leavable = 0;
  private staying = false;
  private started = false;
  private onlyBackground = true;

  get background(): boolean {
    return this.onlyBackground;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Whether the work will not be done: everyone left before its encode started. */
  get abandoned(): boolean {
    return this.controller.signal.aborted && !this.started;
  }

  join(caller: Caller): void {
    if (!caller.background && this.onlyBackground) {
      this.onlyBackground = false;
      for (const listener of this.promoteListeners) listener();
    }
    if (!caller.signal) {
      this.staying = true;
      return;
    }
    this.leavable += 1;
    if (caller.signal.aborted) this.leave();
    else caller.signal.addEventListener('abort', () => this.leave(), { once: true });
  }

  onPromote(listener: () => void): void {
    this.promoteListeners.push(listener);
  }

  onStart(): void {
    this.started = true;
  }

  private leave(): void {
    this.leavable -= 1;
    if (this.leavable === 0 && !this.staying) this.controller.abort();
  }
}
