// GET/PATCH /api/admin/settings/security and /api/admin/settings/contact (owners).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { bumpContentVersion } from '../../../db/content-version.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { defineAdminRoute } from '../guard.ts';
import {
  readContactSettings,
  readSecuritySettings,
  writeContactSettings,
  writeSecuritySettings,
} from './repository.ts';

export async function settingsRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.getSecuritySettings, async () => readSecuritySettings(app.db));

  defineAdminRoute(app, adminEndpoints.updateSecuritySettings, async ({ body, user, request }) =>
    app.db.transaction().execute(async (trx) => {
      const before = await readSecuritySettings(trx);
      const after = { ...before, ...body };
      await writeSecuritySettings(trx, after);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'settings.update',
        target: 'settings:security',
        detail: { before, after },
        ip: request.ip,
      });
      return after;
    }),
  );

  defineAdminRoute(app, adminEndpoints.getContactSettings, async () => readContactSettings(app.db));

  defineAdminRoute(app, adminEndpoints.updateContactSettings, async ({ body, user, request }) => {
    const after = await app.db.transaction().execute(async (trx) => {
      const before = await readContactSettings(trx);
      const after = { ...before, ...body };
      if (before.contactRule === after.contactRule && before.workshopBooking === after.workshopBooking) {
        return before;
      }
      await writeContactSettings(trx, after);
      // The booking form on cached pages and answers shows the settings: every process renders anew.
      await bumpContentVersion(trx);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'settings.contact-rule',
        target: 'settings:contact',
        detail: { before, after },
        ip: request.ip,
      });
      return after;
    });
    app.contentVersion.invalidate();
    return after;
  });
}
