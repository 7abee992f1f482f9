// The index of docs/decisions lists every record with the status its own `Status:` line gives, and
// says which numbers were never used, so a new or changed record cannot go unlisted.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS_DIR = path.resolve(import.meta.dirname, '../../../../docs/decisions');
const INDEX = path.join(DECISIONS_DIR, 'README.md');

/** `accepted`, `superseded by NNNN`, or `partly superseded by NNNN[, NNNN][ and NNNN]`. */
const STATUS = /^(accepted|(?:partly )?superseded by \d{4}(?:(?:, | and )\d{4})*)(?=$|[.:( ])/;
/** The status line must come before the record's first section. */
const STATUS_WITHIN_LINES = 10;

interface IndexEntry {
  number: string;
  file: string;
  status: string;
}

function recordFiles(): string[] {
  return fs
    .readdirSync(DECISIONS_DIR)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

/** The status a record's `Status:` line gives, or undefined when it has none near its top. */
function recordStatus(file: string): string | undefined {
  const head = fs.readFileSync(path.join(DECISIONS_DIR, file), 'utf8').split('\n', STATUS_WITHIN_LINES);
  const line = head.find((text) => text.startsWith('Status: '));
  return line?.slice('Status: '.length).match(STATUS)?.[1];
}

/** Index items: `- **[NNNN](file.md) Title** (status): summary`, possibly over several lines. */
function indexEntries(): IndexEntry[] {
  const items = fs
    .readFileSync(INDEX, 'utf8')
    .split(/\n(?=- )/)
    .map((item) => item.replace(/\n\s*/g, ' '));
  return items.flatMap((item) => {
    const match = item.match(/^- \*\*\[(\d{4})\]\(([^)]+)\) [^*]+\*\* \(([^)]+)\): \S/);
    return match ? [{ number: match[1]!, file: match[2]!, status: match[3]! }] : [];
  });
}

describe('docs/decisions/README.md', () => {
  const files = recordFiles();
  const entries = indexEntries();

  it('finds the records and the index entries', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('gives every record a status line near its top', () => {
    const without = files.filter((file) => recordStatus(file) === undefined);
    expect(without, `records without a "Status: accepted | [partly ]superseded by NNNN" line`).toEqual([]);
  });

  it('names only records that exist as superseding ones', () => {
    const numbers = new Set(files.map((file) => file.slice(0, 4)));
    for (const file of files) {
      for (const cited of recordStatus(file)?.match(/\d{4}/g) ?? []) {
        expect(numbers.has(cited), `${file} is superseded by ${cited}, which is no record`).toBe(true);
        expect(cited > file.slice(0, 4), `${file} is superseded by an earlier record, ${cited}`).toBe(true);
      }
    }
  });

  it('lists every record once, under its own number, with the status of its status line', () => {
    expect(
      entries.map((entry) => entry.file).sort(),
      'records missing from the index, or listed twice',
    ).toEqual(files);
    for (const entry of entries) {
      expect(entry.file.startsWith(`${entry.number}-`), `${entry.file} listed as ${entry.number}`).toBe(true);
      expect(entry.status, `the index's status of ${entry.file}`).toBe(recordStatus(entry.file));
    }
  });

  it('says which numbers below the last one were never used', () => {
    const numbers = files.map((file) => Number(file.slice(0, 4)));
    const unused: string[] = [];
    for (let number = 1; number < Math.max(...numbers); number++) {
      if (!numbers.includes(number)) unused.push(String(number).padStart(4, '0'));
    }
    const sentence = fs
      .readFileSync(INDEX, 'utf8')
      .split('\n\n')
      .find((paragraph) => paragraph.includes('never used'));
    expect(sentence, 'a paragraph saying which numbers were never used').toBeDefined();
    const said = (sentence ?? '').match(/\d{4}/g) ?? [];
    expect([...said].sort()).toEqual(unused);
  });
});
