import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderArchives } from './folder-archives.ts';
import { pruneScheduledArchives } from './prune-archives.ts';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('pruneScheduledArchives', () => {
  it('keeps the newest scheduled archives, counting those of one second in the order they were named', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-prune-'));
    const names = [
      'refit-backup-20260501-193000Z-scheduled.tar.gz',
      'refit-backup-20260502-193000Z-scheduled.tar.gz',
      'refit-backup-20260502-193000Z-scheduled-2.tar.gz',
      'refit-backup-20260502-193000Z-scheduled-10.tar.gz',
      // Never the keep rule's: made by hand, asked for by an owner, before a restore, under way.
      'refit-backup-20260101-000000Z.tar.gz',
      'refit-backup-20260101-000000Z-owner.tar.gz',
      'refit-backup-20260101-000000Z-before-restore.tar.gz',
      'refit-backup-20260101-000000Z-scheduled.tar.gz.1a2b.partial',
    ];
    for (const name of names) fs.writeFileSync(path.join(folder, name), '');

    expect(await pruneScheduledArchives(folderArchives(folder), 2)).toEqual([
      'refit-backup-20260501-193000Z-scheduled.tar.gz',
      'refit-backup-20260502-193000Z-scheduled.tar.gz',
    ]);
    expect(fs.readdirSync(folder).sort()).toEqual([...names.slice(2, 4), ...names.slice(4)].sort());
  });
});
