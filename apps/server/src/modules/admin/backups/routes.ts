// The owners' backup panel: the state of the site's backups, asking for one now, and the archives
// in BACKUP_DIR (this process's folder, or the bucket's prefix all processes share) with their
// downloads (audited), streamed from the disk or the store. The work is the backup module's
// (src/backup); an ask is recorded in the database and handed to the job runner, whose lease lets
// one process make it whichever process was asked.
import os from 'node:os';
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { listArchives } from '../../../backup/archive-stores/archive-list.ts';
import { archiveStore, withArchiveStore } from '../../../backup/archive-stores/archive-store.ts';
import { describeLocation, parseBackupLocation } from '../../../backup/backup-location.ts';
import { BACKUP_JOB } from '../../../backup/server-job/backup-job.ts';
import { readBackupState } from '../../../backup/server-job/backup-state.ts';
import { askForBackup } from '../../../backup/server-job/backup-wish.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminError, defineAdminRoute } from '../guard.ts';

export async function backupRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const state = () => readBackupState(db, config, app.jobs.jobs);

  defineAdminRoute(app, adminEndpoints.getBackupState, state);

  defineAdminRoute(app, adminEndpoints.requestBackup, async ({ user }) => {
    const { opened } = await askForBackup(db, user.id);
    // This process makes it once it can take the job's lease; were it to stop first, the wish in
    // the database is found by the next process that runs the job.
    app.jobs.runSoon(BACKUP_JOB);
    return { joined: !opened, state: await state() };
  });

  const location = parseBackupLocation(config.BACKUP_DIR);

  defineAdminRoute(app, adminEndpoints.listBackupArchives, async () => ({
    storage: location.kind,
    machine: os.hostname(),
    folder: describeLocation(location),
    records: await withArchiveStore(config, location, listArchives),
  }));

  defineAdminRoute(app, adminEndpoints.downloadBackupArchive, async ({ params, user, request, reply }) => {
    const store = archiveStore(config, location);
    // The store's connections are released once the answer has been sent, or cut short.
    reply.raw.once('close', () => store.close());
    const found = await store.find(params.name);
    if (!found) throw adminError(404, 'There is no such archive in the backup folder');
    await recordAudit(db, {
      actorId: user.id,
      action: 'backup.download',
      target: 'backup',
      detail: { file: params.name, bytes: found.bytes },
      ip: request.ip,
    });
    // Deleted since (the keep rule): as missing as before.
    const archive = await store.read(params.name);
    if (!archive) throw adminError(404, 'There is no such archive in the backup folder');
    // Streamed: an archive is as large as the media library.
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${params.name}"`)
      .header('content-length', archive.bytes)
      .send(archive.stream);
  });
}
