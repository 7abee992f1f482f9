// The enquiry journal: entries are on disk once append resolves, replayed in order, each handed
// to the store until one fails, kept when it fails, never lost to an append made during a replay,
// and a journal left by a process that is gone is replayed by another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryJournal } from './enquiry-journal.ts';
import type { JournalEntry, ReplayOutcome } from './enquiry-journal.ts';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-journal-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (n: number) => ({
  clientAddress: '203.0.113.7',
  form: { name: `Visitor ${n}`, email: `v${n}@example.com`, messageContent: `message ${n}`, languages: 'cn' },
  captcha: { signature: `sig-${n}`, expiresAtMs: Date.now() + 60_000 },
});
const files = () => fs.readdirSync(dir).filter((name) => name.endsWith('.jsonl'));

function journalWith(store: (entry: JournalEntry) => Promise<ReplayOutcome>) {
  const journal = new EnquiryJournal({ dir, store, log });
  return journal;
}

describe('enquiry journal', () => {
  it('keeps each entry on disk from the moment append resolves, and stores each once in order', async () => {
    const stored: string[] = [];
    const journal = journalWith(async (item) => {
      stored.push(item.form.email);
      return 'stored';
    });
    await journal.append(entry(1) as never);
    await journal.append(entry(2) as never);
    const [file] = files();
    const lines = fs.readFileSync(path.join(dir, file!), 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as JournalEntry).form.email)).toEqual([
      'v1@example.com',
      'v2@example.com',
    ]);
    expect(journal.waiting).toBe(2);

    await journal.replay();
    expect(stored).toEqual(['v1@example.com', 'v2@example.com']);
    expect(files()).toEqual([]);
    expect(journal.waiting).toBe(0);
    await journal.replay();
    expect(stored).toHaveLength(2);
    journal.stop();
  });

  it('keeps what could not be stored, and what arrived during the replay', async () => {
    let down = true;
    const stored: string[] = [];
    const journal: EnquiryJournal = journalWith(async (item) => {
      if (item.form.email === 'v2@example.com' && down)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      stored.push(item.form.email);
      // An enquiry arrives while the replay runs.
      if (item.form.email === 'v1@example.com') await journal.append(entry(3) as never);
      return 'stored';
    });
    await journal.append(entry(1) as never);
    await journal.append(entry(2) as never);
    await journal.replay();
    expect(stored).toEqual(['v1@example.com']);
    expect(journal.waiting).toBe(2);

    down = false;
    await journal.replay();
    expect(stored).toEqual(['v1@example.com', 'v2@example.com', 'v3@example.com']);
    expect(files()).toEqual([]);
    journal.stop();
  });

  it('skips a line cut short by a crash (it was never acknowledged)', async () => {
    const stored: string[] = [];
    const journal = journalWith(async (item) => {
      stored.push(item.form.email);
      return 'stored';
    });
    await journal.append(entry(1) as never);
    const [file] = files();
    fs.appendFileSync(path.join(dir, file!), '{"id":"cut-off","form":{"na');
    await journal.replay();
    expect(stored).toEqual(['v1@example.com']);
    journal.stop();
  });

  it('replays the journal of a process that is gone, counting an entry stored before as done', async () => {
    // A journal left by a process that no longer runs (pid 2^22 - 1 is beyond Linux's pid range).
    const orphan = path.join(dir, 'journal-4194303-1-deadbeef.jsonl');
    const line = (n: number) =>
      `${JSON.stringify({ id: `e${n}`, receivedAt: '2026-11-28T01:00:00.000Z', ...entry(n) })}\n`;
    fs.writeFileSync(orphan, line(1) + line(2));
    const seen: string[] = [];
    const journal = journalWith(async (item) => {
      seen.push(item.id);
      return item.id === 'e1' ? 'already-stored' : 'stored';
    });
    await journal.replay();
    expect(seen).toEqual(['e1', 'e2']);
    expect(fs.readdirSync(dir)).toEqual([]);
    journal.stop();
  });

  it('keeps aside an entry that cannot be stored, and stores the ones behind it', async () => {
    const stored: string[] = [];
    const journal = journalWith(async (item) => {
      if (item.form.email === 'v1@example.com')
        throw new Error('value too long for type character varying(64)');
      stored.push(item.form.email);
      return 'stored';
    });
    await journal.append(entry(1) as never);
    await journal.append(entry(2) as never);
    await journal.replay();
    expect(stored).toEqual(['v2@example.com']);
    expect(files()).toEqual(['refused.jsonl']);
    expect(fs.readFileSync(path.join(dir, 'refused.jsonl'), 'utf8')).toContain('v1@example.com');
    journal.stop();
  });
});
