// What a run found wrong, item by item, and what it did: written to import-report.json and told
// in a few lines on screen. A problem names the item (`car:12`), the call or the file.
import { writeFile } from 'node:fs/promises';

export type ProblemKind =
  'invalid-record' | 'missing-file' | 'bad-file' | 'missing-reference' | 'call-failed' | 'write-failed';

export interface Problem {
  kind: ProblemKind;
  /** The item skipped, as `<table>:<source id>`. */
  item?: string;
  call?: string;
  query?: Record<string, string>;
  file?: string;
  message: string;
}

export interface Counts {
  read: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportSummary {
  origin: string;
  startedAt: string;
  dryRun: boolean;
  /** Records per table. */
  records: Record<string, Counts>;
  files: { referenced: number; downloaded: number; reused: number; failed: number; bytes: number };
  redirects: { from: string; to: string }[];
  /** Set when the source stopped answering: the run read no further. */
  sourceDown?: string;
  verification?: { calls: number; differences: string[] };
  problems: Problem[];
  seconds: number;
}

const empty = (): Counts => ({ read: 0, added: 0, updated: 0, unchanged: 0, skipped: 0 });

export class ImportReport {
  readonly summary: ImportSummary;

  constructor(origin: string, dryRun: boolean) {
    this.summary = {
      origin,
      startedAt: new Date().toISOString(),
      dryRun,
      records: {},
      files: { referenced: 0, downloaded: 0, reused: 0, failed: 0, bytes: 0 },
      redirects: [],
      problems: [],
      seconds: 0,
    };
  }

  problem(problem: Problem): void {
    this.summary.problems.push(problem);
  }

  count(table: string, what: keyof Counts, by = 1): void {
    const counts = (this.summary.records[table] ??= empty());
    counts[what] += by;
  }

  /** Items skipped for any reason, as `<table>:<id>`, each once. */
  skippedItems(): string[] {
    return [...new Set(this.summary.problems.flatMap((problem) => (problem.item ? [problem.item] : [])))];
  }

  async write(file: string): Promise<void> {
    await writeFile(file, `${JSON.stringify(this.summary, null, 2)}\n`);
  }

  /** The summary on screen. */
  lines(): string[] {
    const { records, files, problems, verification } = this.summary;
    const tables = Object.keys(records).sort();
    const width = Math.max(5, ...tables.map((table) => table.length));
    const total = (what: keyof Counts) => tables.reduce((sum, table) => sum + records[table]![what], 0);
    const lines = [
      `${this.summary.dryRun ? 'Would import' : 'Imported'} from ${this.summary.origin} in ${this.summary.seconds.toFixed(1)} s`,
      `  ${'table'.padEnd(width)}  read  added  updated  unchanged  skipped`,
      ...tables.map((table) => {
        const c = records[table]!;
        return `  ${table.padEnd(width)}  ${pad(c.read, 4)}  ${pad(c.added, 5)}  ${pad(c.updated, 7)}  ${pad(c.unchanged, 9)}  ${pad(c.skipped, 7)}`;
      }),
      `  ${'all'.padEnd(width)}  ${pad(total('read'), 4)}  ${pad(total('added'), 5)}  ${pad(total('updated'), 7)}  ${pad(total('unchanged'), 9)}  ${pad(total('skipped'), 7)}`,
      `files: ${files.referenced} named, ${files.downloaded} downloaded (${formatMiB(files.bytes)}), ${files.reused} already in the library, ${files.failed} failed`,
    ];
    if (this.summary.redirects.length > 0)
      lines.push(`redirects: ${this.summary.redirects.length} old addresses lead to the items' new ids`);
    if (problems.length > 0) {
      lines.push(`problems: ${problems.length} (every one in the report)`);
      for (const problem of problems.slice(0, 10)) lines.push(`  ${describeProblem(problem)}`);
      if (problems.length > 10) lines.push(`  … ${problems.length - 10} more`);
    }
    if (this.summary.sourceDown)
      lines.push(`the source stopped answering: ${this.summary.sourceDown}; run again to resume`);
    if (verification) {
      lines.push(
        verification.differences.length === 0
          ? `verification: ${verification.calls} calls, 0 differences`
          : `verification: ${verification.calls} calls, ${verification.differences.length} differences`,
      );
      for (const difference of verification.differences.slice(0, 10)) lines.push(`  ${difference}`);
      if (verification.differences.length > 10)
        lines.push(`  … ${verification.differences.length - 10} more`);
    }
    return lines;
  }
}

export function describeProblem(problem: Problem): string {
  const where =
    problem.item ??
    problem.file ??
    (problem.call ? `${problem.call} ${JSON.stringify(problem.query ?? {})}` : '');
  return `${problem.kind} ${where}: ${problem.message}`;
}

const pad = (value: number, width: number) => String(value).padStart(width);
const formatMiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
