// The owners' backup panel: the state of the site's backups, asking for one now, and the archives
// in this process's BACKUP_DIR with their downloads (audited). The work is the backup module's
// (src/backup); an ask is recorded in the database and handed to the job runner, whose lease lets
// one process make it whichever process was asked.
import { createReadStream } from 'node:fs';
import os from 'node:os';
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { findArchive, listArchives } from '../../../backup/archive-list.ts';
import { BACKUP_JOB } from '../../../backup/backup-job.ts';
import { readBackupState } from '../../../backup/backup-state.ts';
import { askForBackup } from '../../../backup/backup-wish.ts';
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

  defineAdminRoute(app, adminEndpoints.listBackupArchives, async () => ({
    machine: os.hostname(),
    folder: config.BACKUP_DIR,
    records: await listArchives(config.BACKUP_DIR),
  }));

  defineAdminRoute(app, adminEndpoints.downloadBackupArchive, async ({ params, user, request, reply }) => {
    const archive = await findArchive(config.BACKUP_DIR, params.name);
    if (!archive) throw adminError(404, 'There is no such archive in the backup folder');
    await recordAudit(db, {
      actorId: user.id,
      action: 'backup.download',
      target: 'backup',
      detail: { file: params.name, bytes: archive.bytes },
      ip: request.ip,
    });
    // Streamed: an archive is as large as the media library.
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${params.name}"`)
      .header('content-length', archive.bytes)
      .send(createReadStream(archive.file));
  });
}
