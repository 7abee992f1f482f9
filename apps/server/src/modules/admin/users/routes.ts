// The users API (owners): list, create, change (name, role, disabled), reset a password; and the
// list of people enquiries may be assigned to (owners and sales).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { adminError, defineAdminRoute } from '../guard.ts';
import { readSecuritySettings } from '../settings/repository.ts';
import {
  assertOtherActiveOwner,
  createUser,
  findUserById,
  listAssignable,
  listUsers,
  replacePassword,
  toUserRecord,
} from './repository.ts';

export async function usersRoutes(app: FastifyInstance) {
  const { db } = app;

  defineAdminRoute(app, adminEndpoints.listUsers, async () => ({ records: await listUsers(db) }));

  defineAdminRoute(app, adminEndpoints.assignableUsers, async () => ({ records: await listAssignable(db) }));

  defineAdminRoute(app, adminEndpoints.createUser, async ({ body, user, request }) => {
    const row = await createUser(db, body, (trx, created) =>
      recordAudit(trx, {
        actorId: user.id,
        action: 'user.create',
        target: `user:${created.id}`,
        detail: { email: created.email, role: created.role },
        ip: request.ip,
      }),
    );
    const { requireTotpForOwners } = await readSecuritySettings(db);
    return { user: toUserRecord(row, requireTotpForOwners) };
  });

  defineAdminRoute(app, adminEndpoints.updateUser, async ({ params, body, user, request }) => {
    const row = await db.transaction().execute(async (trx) => {
      const target = await findUserById(trx, params.id);
      if (!target) throw adminError(404, 'User not found');
      const wasActiveOwner = target.role === 'owner' && Number(target.disabled) === 0;
      const demoted = body.role !== undefined && body.role !== 'owner';
      if (wasActiveOwner && (demoted || body.disabled === true)) await assertOtherActiveOwner(trx, target.id);

      const changes: Record<string, unknown> = {};
      if (body.name !== undefined && body.name !== target.name) changes.name = body.name;
      if (body.role !== undefined && body.role !== target.role) changes.role = body.role;
      const disabled = body.disabled === undefined ? undefined : body.disabled ? 1 : 0;
      if (disabled !== undefined && disabled !== Number(target.disabled)) changes.disabled = disabled === 1;
      if (Object.keys(changes).length === 0) return target;

      const updated = await trx
        .updateTable('admin_user')
        .set({
          ...(changes.name !== undefined ? { name: body.name! } : {}),
          ...(changes.role !== undefined ? { role: body.role! } : {}),
          ...(changes.disabled !== undefined ? { disabled: disabled! } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', target.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (disabled === 1) await revokeUserSessions(trx, target.id);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'user.update',
        target: `user:${target.id}`,
        detail: { email: target.email, changes },
        ip: request.ip,
      });
      return updated;
    });
    const { requireTotpForOwners } = await readSecuritySettings(db);
    return { user: toUserRecord(row, requireTotpForOwners) };
  });

  defineAdminRoute(app, adminEndpoints.resetPassword, async ({ params, body, user, request, reply }) => {
    const target = await findUserById(db, params.id);
    if (!target) throw adminError(404, 'User not found');
    // Whoever sets another account's password proves it is still them, as for their own: an
    // open or stolen owner session alone must not take over other accounts.
    if (!(await confirmPassword(db, request, reply, 'currentPassword', body.currentPassword))) return reply;
    await replacePassword(
      db,
      target,
      { value: body.password },
      { actorId: user.id, action: 'user.password-reset', detail: { email: target.email }, ip: request.ip },
    );
    return null;
  });
}
