// The "try again shortly" failure that modules and the database layer raise and the HTTP layer
// answers with 503 (temporarily-unavailable.ts). In a module of its own, importing nothing, so
// that the classes extending it load first whatever imports them.
/** What is unavailable, named on the 503 (UNAVAILABLE_HEADER). */
export type UnavailableCause = 'busy' | 'media-storage' | 'database';

/**
 * A failure of the "try again shortly" kind, raised where it happens (the SQLite write lock, the
 * media store, the image encode queue) and answered here without this module knowing them.
 */
/** How a temporarily-unavailable failure is answered. */
export interface UnavailableAnswer {
  /** What the client is told, in the envelope's message. */
  message: string;
  retryAfterSeconds: number;
  cause: UnavailableCause;
  /** An outage operators must see is an error; a busy moment, a warning. */
  log: 'warn' | 'error';
}

export class TemporarilyUnavailable extends Error {
  readonly statusCode = 503;
  readonly answer: UnavailableAnswer;

  constructor(message: string, answer: UnavailableAnswer, options?: ErrorOptions) {
    super(message, options);
    this.answer = answer;
  }

  get retryAfterSeconds(): number {
    return this.answer.retryAfterSeconds;
  }
}
