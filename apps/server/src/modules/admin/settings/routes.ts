// GET/PATCH /api/admin/settings/security (owners).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import { defineAdminRoute } from '../guard.ts';
import { readSecuritySettings, writeSecuritySettings } from './repository.ts';

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
}
