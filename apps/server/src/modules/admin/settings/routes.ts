// GET/PATCH /api/admin/settings/security and /api/admin/settings/contact (owners).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connect.ts';
import { bumpContentVersion } from '../../../db/content-version.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditEntry } from '../audit/record-audit.ts';
import { defineAdminRoute } from '../guard.ts';
import {
  readContactSettings,
  readSecuritySettings,
  writeContactSettings,
  writeSecuritySettings,
} from './repository.ts';

/** One group of settings as a PATCH changes it. */
interface SettingsGroup<T extends object> {
  read(db: Db): Promise<T>;
  write(db: Db, settings: T): Promise<void>;
  action: AuditEntry['action'];
  target: string;
  /** A change that leaves these the same writes nothing; without it, every PATCH writes. */
  same?(before: T, after: T): boolean;
  /** What else a write does in its transaction. */
  alsoInTransaction?(trx: Db): Promise<void>;
}

/** Merges `body` into the stored group and writes it with its audit line, in one transaction. */
function updateSettings<T extends object>(
  db: Db,
  group: SettingsGroup<T>,
  body: Partial<T>,
  by: { actorId: number; ip: string },
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await group.read(trx);
    const after = { ...before, ...body };
    if (group.same?.(before, after)) return before;
    await group.write(trx, after);
    await group.alsoInTransaction?.(trx);
    await recordAudit(trx, {
      actorId: by.actorId,
      action: group.action,
      target: group.target,
      detail: { before, after },
      ip: by.ip,
    });
    return after;
  });
}

export async function settingsRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.getSecuritySettings, async () => readSecuritySettings(app.db));

  defineAdminRoute(app, adminEndpoints.updateSecuritySettings, async ({ body, user, request }) =>
    updateSettings(
      app.db,
      {
        read: readSecuritySettings,
        write: writeSecuritySettings,
        action: 'settings.update',
        target: 'settings:security',
      },
      body,
      { actorId: user.id, ip: request.ip },
    ),
  );

  defineAdminRoute(app, adminEndpoints.getContactSettings, async () => readContactSettings(app.db));

  defineAdminRoute(app, adminEndpoints.updateContactSettings, async ({ body, user, request }) => {
    const after = await updateSettings(
      app.db,
      {
        read: readContactSettings,
        write: writeContactSettings,
        action: 'settings.contact-rule',
        target: 'settings:contact',
        same: (before, after) =>
          before.contactRule === after.contactRule && before.workshopBooking === after.workshopBooking,
        // The booking form on cached pages and answers shows the settings: every process renders anew.
        alsoInTransaction: bumpContentVersion,
      },
      body,
      { actorId: user.id, ip: request.ip },
    );
    app.contentVersion.invalidate();
    return after;
  });
}
