// Finished GET answers of the content API, kept serialised with their ETag. Content changes
// only through writes that raise the content version, so an entry is good exactly while the
// version it was made under is current. Bounded by bytes, least recently used out first.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** Kept as bytes so each answer skips the string-to-bytes conversion. */
  body: Buffer;
  etag: string;
  /** The content version the answer was made under. */
  version: number;
}

export class AnswerCache {
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The entry for a key if it was made under `version`; entries of other versions are dropped. */
  get(key: string, version: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: number, body: string): CachedAnswer {
    const entry: CachedAnswer = { body: Buffer.from(body), etag: etagOf(body), version };
    this.delete(key);
    // An answer larger than the whole budget is sent but not kept.
    if (entry.body.byteLength > this.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
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
