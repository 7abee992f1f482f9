// The one place image variants are encoded: a bounded pool, so no burst of requests for new
// variants can take more CPU and memory than a few encodes at a time. Visitors' work goes before
// background work (variants prepared after an upload); a visitor's encode that cannot even wait in
// the short queue is refused at once (the route answers 503 with Retry-After), and a queued encode
// nobody waits for any more is dropped before it starts. An encode that has started always runs
// to its end: sharp cannot be interrupted, and its slot stays taken until it has.
import os from 'node:os';
import PQueue from 'p-queue';
import { TemporarilyUnavailable } from '../../http/temporarily-unavailable-error.ts';

/** p-queue runs higher priorities first, in the order they were queued within a priority. */
const VISITOR = 1;
const BACKGROUND = 0;

/**
 * Encodes at once. Each encode holds one core (sharp runs one thread per image, media-library.ts)
 * and one of libuv's worker threads, which file reads, hashing and compression share: one core is
 * left to the event loop so pages and API answers keep their latency while variants are made,
 * and one libuv thread is left to everything else.
 */
export function defaultEncodeConcurrency(): number {
  const libuvThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(os.availableParallelism() - 1, libuvThreads - 1));
}

/**
 * Visitors' encodes that may wait: a few per core, so a page's pictures on a cold cache are made
 * in a few seconds, while a flood is refused at once instead of queueing minutes of work.
 */
export function defaultEncodeQueue(): number {
  return 4 * os.availableParallelism();
}

/** A refused encode: the pool and its queue are full. */
export class EncodePoolFull extends TemporarilyUnavailable {
  constructor() {
    super('the image service is busy', {
      message: 'the server is busy making images, please try again in a moment',
      // Long enough for the queue ahead to drain at a second or two per encode.
      retryAfterSeconds: 5,
      cause: 'busy',
      log: 'warn',
    });
    this.name = 'EncodePoolFull';
  }
}

/** Who waits for an encode (single-flight.ts's Demand has this shape). */
export interface EncodeDemand {
  /** Background work waits behind every visitor's, and is never refused. */
  readonly background?: boolean;
  /** Aborts when nobody waits for the result: honoured only while the encode is still queued. */
  readonly signal?: AbortSignal;
  /** Called when a visitor starts waiting for background work: it moves up to the visitors. */
  onPromote?(listener: () => void): void;
  /** Called as the encode starts: from then on it will finish. */
  onStart?(): void;
}

export interface EncodePoolOptions {
  concurrency?: number;
  maxQueued?: number;
  /**
   * After this long in the queue, background work joins the visitors' queue (at its end), so a
   * steady stream of visitors cannot keep it waiting for ever.
   */
  backgroundPatienceMs?: number;
}

export class EncodePool {
  readonly concurrency: number;
  readonly maxQueued: number;
  private readonly backgroundPatienceMs: number;
  private readonly queue: PQueue;
  /** Ids of the tasks still waiting, for moving them up. */
  private readonly waiting = new Set<string>();
  private nextId = 0;

  /** Encodes running now, the most that ever ran at once, refused and dropped: for tests and the bench. */
  running = 0;
  mostAtOnce = 0;
  refused = 0;
  dropped = 0;

  constructor(options: EncodePoolOptions = {}) {
    this.concurrency = options.concurrency ?? defaultEncodeConcurrency();
    this.maxQueued = options.maxQueued ?? defaultEncodeQueue();
    this.backgroundPatienceMs = options.backgroundPatienceMs ?? 30_000;
    this.queue = new PQueue({ concurrency: this.concurrency });
  }

  /** Encodes waiting for a slot now. */
  get queued(): number {
    return this.queue.size;
  }

  async run<T>(encode: () => Promise<T>, demand: EncodeDemand = {}): Promise<T> {
    const { signal } = demand;
    signal?.throwIfAborted();
    const background = demand.background ?? false;
    if (!background && this.queue.sizeBy({ priority: VISITOR }) >= this.maxQueued) {
      this.refused += 1;
      throw new EncodePoolFull();
    }
    const id = String(this.nextId++);
    // The caller's signal reaches p-queue only while the task waits: p-queue would otherwise
    // free the slot of a running encode that was abandoned, though sharp goes on with it.
    const whileQueued = new AbortController();
    const leave = () => whileQueued.abort(signal?.reason);
    signal?.addEventListener('abort', leave, { once: true });
    const moveUp = () => {
      if (this.waiting.has(id)) this.queue.setPriority(id, VISITOR);
    };
    demand.onPromote?.(moveUp);
    const patience = background ? setTimeout(moveUp, this.backgroundPatienceMs) : undefined;
    // A process with only background work left may exit without waiting for the nudge.
    patience?.unref();
    this.waiting.add(id);
    try {
      return await this.queue.add(
        async () => {
          this.waiting.delete(id);
          signal?.removeEventListener('abort', leave);
          clearTimeout(patience);
          demand.onStart?.();
          this.running += 1;
          this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
          try {
            return await encode();
          } finally {
            this.running -= 1;
          }
        },
        { id, priority: background ? BACKGROUND : VISITOR, signal: whileQueued.signal },
      );
    } catch (error) {
      if (whileQueued.signal.aborted) this.dropped += 1;
      throw error;
    } finally {
      this.waiting.delete(id);
      signal?.removeEventListener('abort', leave);
      clearTimeout(patience);
    }
  }
}
