// Catalogue answers change only when content is written, so GET answers are kept
// serialised in memory with their ETag; any content write clears the cache.
import { createHash } from 'node:crypto';

export interface CachedResponse {
  /** Kept as bytes so each answer skips the string-to-bytes conversion. */
  body: Buffer;
  etag: string;
  statusCode: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly maxEntries: number;

  constructor(maxEntries = 2000) {
    this.maxEntries = maxEntries;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, statusCode: number, body: string): CachedResponse {
    const entry = { body: Buffer.from(body), statusCode, etag: etagOf(body) };
    // A simple bound: the catalogue has far fewer distinct queries than this.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
