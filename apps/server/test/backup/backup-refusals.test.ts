// What a restore refuses, with a message that says why and nothing written: an archive with one
// byte changed, one whose entry does not match its checksum, one from a newer schema, one cut short
// (also a backup killed with SIGKILL, which leaves no file named as a complete archive), and a site
// that is not empty unless --force, which backs that site up first. SQLite by default; PostgreSQL
// under scripts/with-postgres.sh.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../src/backup/backup-error.ts';
import { createBackup } from '../../src/backup/making/create-backup.ts';
import type { BackupResult } from '../../src/backup/making/create-backup.ts';
import { restoreBackup } from '../../src/backup/restoring/restore-backup.ts';
import { backupConfigOf, emptySiteLike, restoredCounts, rewriteArchive } from '../helpers/backup.ts';
import type { EmptySite } from '../helpers/backup.ts';
import { createTestApp, databaseOf } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const cli = path.resolve(import.meta.dirname, '../../src/cli/backup.ts');

let source: TestApp;
let backupDir: string;
let backup: BackupResult;
const sites: EmptySite[] = [];

beforeAll(async () => {
  source = await createTestApp();
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backups-'));
  backup = await createBackup(backupConfigOf(source, backupDir), { toDir: backupDir });
});

afterAll(async () => {
  for (const site of sites) await site.remove();
  await source?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function emptySite(): Promise<EmptySite> {
  const site = await emptySiteLike(source, backupDir);
  sites.push(site);
  return site;
}

/** Restores `archive` into an empty site, expects a refusal matching `message`, and that nothing was written. */
async function expectRefused(archive: string, message: RegExp) {
  const site = await emptySite();
  const refusal = await restoreBackup(site.config, archive).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(BackupError);
  expect((refusal as Error).message).toMatch(message);
  expect(await site.contents()).toEqual([]);
  expect(fs.readdirSync(site.config.DATA_DIR)).toEqual([]);
}

const variant = (name: string) => path.join(backupDir, `variant-${name}`);

describe('a restore refuses', () => {
  it('an archive with one byte changed', async () => {
    const bytes = fs.readFileSync(backup.file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(variant('flipped.tar.gz'), bytes);
    await expectRefused(variant('flipped.tar.gz'), /damaged/);
  });

  it('an archive whose file does not match its checksum', async () => {
    let changed = false;
    await rewriteArchive(backup.file, variant('tampered.tar.gz'), (name, data) => {
      if (changed || !name.startsWith('data/static/')) return data;
      changed = true;
      const copy = Buffer.from(data);
      copy[copy.length - 1]! ^= 0x01;
      return copy;
    });
    expect(changed).toBe(true);
    await expectRefused(variant('tampered.tar.gz'), /does not match its checksum/);
  });

  it('an archive from a newer schema', async () => {
    await rewriteArchive(backup.file, variant('newer.tar.gz'), (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString());
      manifest.migrations.names.push('9999-from-the-future');
      manifest.migrations.count += 1;
      return Buffer.from(JSON.stringify(manifest));
    });
    await expectRefused(variant('newer.tar.gz'), /newer version of the site.*9999-from-the-future/);
  });

  it('an archive cut short', async () => {
    const bytes = fs.readFileSync(backup.file);
    fs.writeFileSync(variant('cut.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    await expectRefused(variant('cut.tar.gz'), /damaged or incomplete/);
    // Cut after the last file but before the manifest.
    await rewriteArchive(backup.file, variant('no-manifest.tar.gz'), (name, data) =>
      name === 'manifest.json' ? Buffer.from('{') : data,
    );
    await expectRefused(variant('no-manifest.tar.gz'), /no readable manifest/);
  });

  it('a site that is not empty, unless forced, which backs it up first', async () => {
    const site = await emptySite();
    await restoreBackup(site.config, backup.file);
    const again = await restoreBackup(site.config, backup.file).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(BackupError);
    expect((again as Error).message).toMatch(/the site is not empty: .*--force/);

    const forceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-before-restore-'));
    try {
      const forced = await restoreBackup({ ...site.config, BACKUP_DIR: forceDir }, backup.file, {
        force: true,
      });
      expect(forced.tables).toEqual(restoredCounts(backup.manifest.tables));
      expect(forced.replaced?.file).toMatch(/refit-backup-\d{8}-\d{6}Z-before-restore\.tar\.gz$/);
      expect(forced.replaced?.manifest.tables).toEqual(restoredCounts(backup.manifest.tables));
    } finally {
      fs.rmSync(forceDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a backup killed part way', () => {
  it('leaves no file named as a complete archive, and what it left is refused', async () => {
    const folder = fs.mkdtempSync(path.join(backupDir, 'killed-'));
    const { databaseUrl } = databaseOf(source);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: source.config.DATA_DIR };
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const child = spawn(process.execPath, [cli, '--to', folder], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed as soon as the archive has begun.
    let partial: string | undefined;
    while (!partial && child.exitCode === null) {
      partial = fs.readdirSync(folder).find((name) => name.endsWith('.partial'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await exited;
    expect(partial, stderr).toBeDefined();
    expect(fs.readdirSync(folder).filter((name) => name.endsWith('.tar.gz'))).toEqual([]);
    await expectRefused(path.join(folder, partial!), /damaged or incomplete|no manifest/);

    // The next backup there removes what a killed one left, once it is a day old.
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const name of fs.readdirSync(folder)) fs.utimesSync(path.join(folder, name), dayAgo, dayAgo);
    const next = await createBackup(backupConfigOf(source, backupDir), { toDir: folder });
    expect(fs.readdirSync(folder)).toEqual([path.basename(next.file)]);
  }, 60_000);
});
