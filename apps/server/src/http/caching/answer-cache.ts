// Finished GET answers of the content API, kept serialised with their ETag, for as long as the
// content version they were made under is current (see versioned-lru.ts).
import { createHash } from 'node:crypto';
import { VersionedLru } from './versioned-lru.ts';

export interface CachedAnswer {
  /** Kept as bytes so each answer skips the string-to-bytes conversion. */
  body: Buffer;
  etag: string;
  /** The content version the answer was made under. */
  version: number;
}

export class AnswerCache {
  private readonly lru: VersionedLru<CachedAnswer>;

  constructor(maxBytes: number) {
    this.lru = new VersionedLru(maxBytes);
  }

  /** The entry for a key if it was made under `version`; entries of other versions are dropped. */
  get(key: string, version: number): CachedAnswer | undefined {
    return this.lru.get(key, version);
  }

  set(key: string, version: number, body: string): CachedAnswer {
    const entry: CachedAnswer = { body: Buffer.from(body), etag: etagOf(body), version };
    // An answer larger than the whole budget is sent but not kept.
    this.lru.set(key, version, entry, entry.body.byteLength);
    return entry;
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): { entries: number; bytes: number } {
    return this.lru.size;
  }
}

/** The cache key of a call: its name and its validated query with keys in order. */
export function answerKey(call: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${call}?${JSON.stringify(entries)}`;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
