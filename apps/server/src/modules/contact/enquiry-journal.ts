// Enquiries that passed every check while the database could not take them. Each is appended to a
// file of this process's own in DATA_DIR/enquiry-journal (one JSON line, fsync'd before the visitor
// is told it was received), and replayed into the database once it answers again: at start, after
// an outage, and on a timer while the journal is not empty. Replay is exactly once: each entry is
// stored in one transaction that also claims its captcha solution, so an entry stored before (a
// replay cut by kill -9, or a commit whose answer was lost) is recognised and skipped.
// Journals of processes that are gone (a kill -9 during an outage) are replayed by whoever starts.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContactForm } from '@refit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DatabaseBusyError } from '../../db/database-busy.ts';
import { isDatabaseUnreachable } from '../../db/database-unreachable.ts';

export interface JournalEntry {
  id: string;
  receivedAt: string;
  clientAddress: string;
  form: ContactForm;
  captcha: { signature: string; expiresAtMs: number };
}

/** What storing one entry came to: stored now, or found stored before. */
export type ReplayOutcome = 'stored' | 'already-stored';

/** journal-<pid>-<the process's start time>-<random>.jsonl: whose it is, and whether it still runs. */
const FILE = /^journal-(\d+)-(\d+)-[a-z0-9]+\.jsonl$/;
/** How often a non-empty journal is tried again while the database stays away. */
const RETRY_MS = 5_000;

export class EnquiryJournal {
  readonly #dir: string;
  readonly #file: string;
  readonly #store: (entry: JournalEntry) => Promise<ReplayOutcome>;
  readonly #log: FastifyBaseLogger;
  /** Appends and the journal's rewrite after a replay never overlap. */
  #lock: Promise<unknown> = Promise.resolve();
  #replaying: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #waiting = 0;

  constructor({
    dir,
    store,
    log,
  }: {
    dir: string;
    store: (entry: JournalEntry) => Promise<ReplayOutcome>;
    log: FastifyBaseLogger;
  }) {
    this.#dir = dir;
    this.#file = journalName(dir);
    this.#store = store;
    this.#log = log;
  }

  /** Entries of this process not yet in the database. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Writes the entry durably; resolves only once it is on disk. */
  async append(entry: Omit<JournalEntry, 'id' | 'receivedAt'>): Promise<void> {
    const line = `${JSON.stringify({ id: randomUUID(), receivedAt: new Date().toISOString(), ...entry })}\n`;
    await this.#locked(async () => {
      await mkdir(this.#dir, { recursive: true });
      await appendDurably(this.#file, line);
    });
    this.#waiting += 1;
    this.#log.warn({ waiting: this.#waiting }, 'enquiry journalled while the database is away');
    this.#scheduleRetry();
  }

  /**
   * Stores what the journals hold: this process's own and those of processes that are gone. Entries
   * that cannot be stored yet stay for the next try. One replay at a time per process.
   */
  replay(): Promise<void> {
    this.#replaying ??= this.#replayAll()
      .catch((error: unknown) => {
        // A file that cannot be read or rewritten now (a full disk): nothing is dropped, try again.
        this.#log.error({ err: error }, 'the enquiry journal could not be replayed; trying again');
        this.#scheduleRetry();
      })
      .finally(() => {
        this.#replaying = undefined;
      });
    return this.#replaying;
  }

  stop(): void {
    clearTimeout(this.#timer);
  }

  async #replayAll(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.#dir);
    } catch {
      return; // no journal yet
    }
    for (const name of names) {
      const match = FILE.exec(name);
      if (!match) continue;
      const file = path.join(this.#dir, name);
      if (file === this.#file) await this.#replayOwn();
      else if (!isRunning(Number(match[1]), Number(match[2]))) await this.#replayOrphan(file);
    }
  }

  /** This process's journal: what is stored is cut from its head; appends meanwhile are kept. */
  async #replayOwn(): Promise<void> {
    const text = await this.#locked(() => readIfThere(this.#file));
    const storedChars = await this.#storeLines(text);
    if (storedChars === 0) return;
    await this.#locked(async () => {
      const rest = (await readIfThere(this.#file)).slice(storedChars);
      if (rest === '') await rm(this.#file, { force: true });
      else await writeWhole(this.#file, rest);
      this.#waiting = countLines(rest);
      // Entries appended while this replay ran are tried again, not left for the next outage.
      if (rest !== '') this.#scheduleRetry();
    });
  }

  /** A journal whose process is gone: claimed by renaming, so that only one process replays it. */
  async #replayOrphan(file: string): Promise<void> {
    // Renamed to a journal of this process's own name: if this process dies too, the file is an
    // ordinary orphan again for whoever comes next.
    const claimed = journalName(this.#dir);
    try {
      await rename(file, claimed);
    } catch {
      return; // another process took it
    }
    const text = await readFile(claimed, 'utf8');
    // A last line cut by the crash was never acknowledged: only whole lines go on.
    const whole = text.slice(0, text.lastIndexOf('\n') + 1);
    const rest = whole.slice(await this.#storeLines(whole));
    if (rest.trim() === '') await rm(claimed, { force: true });
    // What could not be stored yet becomes part of this process's journal.
    else
      await this.#locked(async () => {
        await appendDurably(this.#file, rest);
        await rm(claimed, { force: true });
        this.#waiting += countLines(rest);
      });
  }

  /** Stores line after line until one cannot be stored; how many characters of `text` are done. */
  async #storeLines(text: string): Promise<number> {
    let done = 0;
    let stored = 0;
    let skipped = 0;
    // The last piece is empty, or a line cut by a crash before its fsync (never acknowledged).
    const lines = text.split('\n').slice(0, -1);
    for (const [index, line] of lines.entries()) {
      const entry = parseEntry(line);
      if (entry) {
        try {
          if ((await this.#store(entry)) === 'stored') stored += 1;
          else skipped += 1;
        } catch (error) {
          if (error instanceof DatabaseBusyError || isDatabaseUnreachable(error)) {
            this.#log.warn(
              { reason: (error as Error).message, left: lines.length - index },
              'journalled enquiries wait for the database',
            );
            this.#scheduleRetry();
            break;
          }
          // This entry itself cannot be stored: kept aside for the operators, the rest go on.
          await appendDurably(path.join(this.#dir, 'refused.jsonl'), `${line}\n`);
          this.#log.error(
            { err: error, id: entry.id },
            'a journalled enquiry could not be stored; kept in refused.jsonl',
          );
        }
      } else if (line.trim() !== '') {
        await appendDurably(path.join(this.#dir, 'refused.jsonl'), `${line}\n`);
        this.#log.error('an unreadable journal line was kept in refused.jsonl');
      }
      done += line.length + 1;
    }
    if (stored + skipped > 0)
      this.#log.info({ stored, alreadyStored: skipped }, 'journalled enquiries stored in the database');
    return done;
  }

  #scheduleRetry(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.replay();
    }, RETRY_MS);
    this.#timer.unref();
  }

  #locked<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#lock.then(work, work);
    this.#lock = run.catch(() => undefined);
    return run;
  }
}

function countLines(text: string): number {
  return text.split('\n').filter((line) => line !== '').length;
}

function parseEntry(line: string): JournalEntry | undefined {
  try {
    const entry = JSON.parse(line) as JournalEntry;
    return typeof entry.id === 'string' && entry.form && entry.captcha ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** When a process started (clock ticks since boot, Linux), so a reused pid is not taken for it. */
function startTimeOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[19]);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number, started: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return now === undefined || started === 0 || now === started;
}

/** A journal file name of this process: whose it is, and whether it still runs (see FILE). */
function journalName(dir: string): string {
  const started = startTimeOf(process.pid) ?? 0;
  return path.join(dir, `journal-${process.pid}-${started}-${randomUUID().slice(0, 8)}.jsonl`);
}

/** A file's text; empty when there is no such file (any other failure is thrown, never taken as empty). */
async function readIfThere(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * Adds whole lines to a file and returns once they are on disk; on any failure the file is cut
 * back to what it held, so no part of a line stays to spoil the next one.
 */
async function appendDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'a');
  try {
    const { size } = await handle.stat();
    try {
      await handle.appendFile(text);
      await handle.sync();
    } catch (error) {
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
  } finally {
    // On disk once synced: a failing close changes nothing of that.
    await handle.close().catch(() => undefined);
  }
}

/** Replaces a file's content, whole or not at all. */
async function writeWhole(file: string, content: string): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.write(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
