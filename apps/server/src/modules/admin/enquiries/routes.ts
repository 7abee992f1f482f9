// The enquiries inbox (owners and sales): the list, one enquiry, its sales state (audited), its
// history read from those audit entries, and the CSV export of the filtered set (audited as an
// export).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import { adminError, defineAdminRoute } from '../guard.ts';
import { enquiryCsv } from './enquiry-csv.ts';
import { enquiryHistory } from './history.ts';
import { allEnquiries, findEnquiry, listEnquiries } from './repository.ts';
import { siteTime } from './site-time.ts';

/** More than a sales team reads; a larger export is cut here and says so in the audit log. */
const EXPORT_LIMIT = 50_000;

export async function enquiryRoutes(app: FastifyInstance) {
  const { db } = app;

  defineAdminRoute(app, adminEndpoints.listEnquiries, async ({ query }) => {
    const { pageNo, pageSize, ...filter } = query;
    return listEnquiries(db, filter, { pageNo, pageSize });
  });

  defineAdminRoute(app, adminEndpoints.exportEnquiries, async ({ query, user, request, reply }) => {
    const { lang, ...filter } = query;
    const records = await allEnquiries(db, filter, EXPORT_LIMIT);
    await recordAudit(db, {
      actorId: user.id,
      action: 'enquiry.export',
      target: 'enquiries',
      detail: { filter, lang, rows: records.length, truncated: records.length === EXPORT_LIMIT },
      ip: request.ip,
    });
    const timeZone = app.config.SITE_TIME_ZONE;
    const day = siteTime(new Date().toISOString(), timeZone).slice(0, 10).replaceAll('-', '');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="enquiries-${day}.csv"`)
      .send(enquiryCsv(records, { lang, timeZone }));
  });

  defineAdminRoute(app, adminEndpoints.getEnquiry, async ({ params }) => {
    const record = await findEnquiry(db, params.id);
    if (!record) throw adminError(404, 'Enquiry not found');
    return record;
  });

  defineAdminRoute(app, adminEndpoints.getEnquiryHistory, async ({ params }) => {
    if (!(await findEnquiry(db, params.id))) throw adminError(404, 'Enquiry not found');
    return { records: await enquiryHistory(db, params.id, app.config.SITE_TIME_ZONE) };
  });

  defineAdminRoute(app, adminEndpoints.updateEnquiry, async ({ params, body, user, request }) => {
    await db.transaction().execute(async (trx) => {
      const current = await findEnquiry(trx, params.id);
      if (!current) throw adminError(404, 'Enquiry not found');
      if (body.assigneeId !== undefined && body.assigneeId !== null) {
        const assignee = await trx
          .selectFrom('admin_user')
          .select('id')
          .where('id', '=', body.assigneeId)
          .where('disabled', '=', 0)
          .where('role', 'in', ['owner', 'sales'])
          .executeTakeFirst();
        if (!assignee) {
          const message = 'must be an active owner or sales account';
          throw adminError(400, `Invalid input: assigneeId ${message}`, {
            issues: [{ path: ['assigneeId'], message }],
          });
        }
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (body.status !== undefined && body.status !== current.status) {
        changes.status = { from: current.status, to: body.status };
      }
      if (body.assigneeId !== undefined && body.assigneeId !== current.assigneeId) {
        changes.assigneeId = { from: current.assigneeId, to: body.assigneeId };
      }
      // Notes may hold anything a salesperson writes: the log keeps only that they changed.
      const notesChanged = body.notes !== undefined && body.notes !== current.notes;
      if (Object.keys(changes).length === 0 && !notesChanged) return;
      await trx
        .updateTable('contact_enquiry')
        .set({
          ...(changes.status ? { status: body.status! } : {}),
          ...(changes.assigneeId ? { assigneeId: body.assigneeId ?? null } : {}),
          ...(notesChanged ? { notes: body.notes! } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', current.id)
        .execute();
      await recordAudit(trx, {
        actorId: user.id,
        action: 'enquiry.update',
        target: `enquiry:${current.id}`,
        detail: { changes, ...(notesChanged ? { notesChanged: true } : {}) },
        ip: request.ip,
      });
    });
    return (await findEnquiry(db, params.id))!;
  });
}
