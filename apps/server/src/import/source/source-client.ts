// Reads another backend through the content API of SPEC section 7: one call at a time with a
// time limit and a few retries, the envelope checked, the visitor's language sent as the web app
// sends it (Accept-Language). A source that fails many calls in a row is taken to be down: the
// run stops reading (what it read is still written, and the next run resumes).
import { API_PREFIX } from '@refit/contract';
import type { CallName } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';

export class SourceCallError extends Error {
  /** The source answered and refused this one thing (a 4xx, a file too large): it is not down. */
  readonly refusal: boolean;

  constructor(message: string, { refusal = false } = {}) {
    super(message);
    this.refusal = refusal;
  }
}

/** The source stopped answering: reading goes no further in this run. */
export class SourceDownError extends Error {}

export interface SourceClientOptions {
  /** The API base, such as https://cms.example.com/api. */
  apiBase: string;
  timeoutMs: number;
  /** Tries after the first, for a timeout, a network failure or a 5xx. */
  retries: number;
  /** Failed calls in a row after which the source counts as down. */
  downAfter: number;
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SourceClient {
  private failuresInARow = 0;
  calls = 0;
  readonly options: SourceClientOptions;

  constructor(options: SourceClientOptions) {
    this.options = options;
  }

  get down(): boolean {
    return this.failuresInARow >= this.options.downAfter;
  }

  /** The `result` of one call in one language; throws SourceCallError when the source refuses or fails. */
  async call(name: CallName, query: Record<string, string>, lang: UiLanguage): Promise<unknown> {
    const url = new URL(`${this.options.apiBase.replace(/\/+$/, '')}${API_PREFIX}/${name}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return this.watched(async () => {
      const response = await this.fetchWithRetries(url, {
        'accept-language': lang,
        accept: 'application/json',
      });
      const body = (await response.json().catch(() => {
        throw new SourceCallError('the answer is not JSON');
      })) as { success?: unknown; result?: unknown; message?: unknown } | null;
      if (!response.ok || body?.success !== true)
        throw new SourceCallError(
          `answered ${response.status}${typeof body?.message === 'string' ? `: ${body.message}` : ''}`,
          { refusal: response.status >= 400 && response.status < 500 },
        );
      return body.result;
    });
  }

  /** A file's bytes; throws SourceCallError when it is missing, too large or does not arrive. */
  async file(url: URL): Promise<Buffer> {
    return this.watched(async () => {
      const response = await this.fetchWithRetries(url, {});
      if (response.status === 404)
        throw new SourceCallError('missing at the source (404)', { refusal: true });
      if (!response.ok) throw new SourceCallError(`answered ${response.status}`, { refusal: true });
      const declared = Number(response.headers.get('content-length') ?? 0);
      const tooLarge = new SourceCallError(`larger than ${this.options.maxFileBytes} bytes`, {
        refusal: true,
      });
      if (declared > this.options.maxFileBytes) {
        await response.body?.cancel();
        throw tooLarge;
      }
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > this.options.maxFileBytes) throw tooLarge;
      return data;
    });
  }

  /**
   * One request to the source, calls and files alike, counted towards "down": once the source has
   * failed `downAfter` of them in a row (refusals of one thing aside), every further one throws
   * SourceDownError at once instead of waiting out its time limit and retries.
   */
  private async watched<T>(request: () => Promise<T>): Promise<T> {
    if (this.down) throw new SourceDownError('the source stopped answering');
    try {
      const value = await request();
      this.failuresInARow = 0;
      return value;
    } catch (error) {
      if (!(error instanceof SourceCallError && error.refusal)) this.failuresInARow += 1;
      if (this.down) throw new SourceDownError(`the source stopped answering (${(error as Error).message})`);
      throw error instanceof SourceCallError ? error : new SourceCallError((error as Error).message);
    }
  }

  private async fetchWithRetries(url: URL, headers: Record<string, string>): Promise<Response> {
    let last: unknown;
    for (let attempt = 0; attempt <= this.options.retries; attempt += 1) {
      if (attempt > 0) await sleep(200 * 2 ** attempt);
      this.calls += 1;
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
        if (response.status < 500) return response;
        await response.body?.cancel();
        last = new SourceCallError(`answered ${response.status}`);
      } catch (error) {
        last =
          (error as Error).name === 'TimeoutError'
            ? new SourceCallError(`no answer within ${this.options.timeoutMs} ms`)
            : new SourceCallError(`unreachable (${(error as Error).message})`);
      }
    }
    throw last;
  }
}
