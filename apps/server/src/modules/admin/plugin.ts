// The admin API under /api/admin: the CSRF check on every state-changing request, the session
// read from its cookie, the refusals as the envelope (validation issues in `result`), and the
// admin's route modules. New admin areas register their routes here (see guard.ts).
import { failure } from '@refit/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { answerIfUnavailable } from '../../http/temporarily-unavailable.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { backupRoutes } from './backups/routes.ts';
import { readSessionCookie } from './auth/cookie.ts';
import { contentRoutes } from './content/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { ensureFirstOwner } from './auth/first-owner.ts';
import { authRoutes } from './auth/routes.ts';
import { enquiryRoutes } from './enquiries/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { jobsRoutes } from './jobs/routes.ts';
import { linkRoutes } from './links/routes.ts';
import { mediaAdminRoutes } from '../media/admin-routes.ts';
import { baiduPushRoutes } from '../baidu-push/routes.ts';
import { revokeSession, useSession } from './auth/sessions.ts';
import { isSameOriginRequest, needsCsrfCheck } from './csrf.ts';
import { AdminHttpError, adminError } from './guard.ts';
import { readSecuritySettings } from './settings/repository.ts';
import { settingsRoutes } from './settings/routes.ts';
import { findUserById, toAdminUser } from './users/repository.ts';
import { usersRoutes } from './users/routes.ts';

export async function adminApi(app: FastifyInstance) {
  const { db } = app;
  const siteOrigin = app.config.SITE_ORIGIN;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = answerIfUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    const status = error.statusCode ?? 500;
    // A 5xx the routes chose themselves (adminError) keeps its status, message and result.
    if (status >= 500 && !(error instanceof AdminHttpError)) {
      request.log.error({ err: error }, 'admin request failed');
      return reply.code(500).send(failure('internal server error'));
    }
    const result = error instanceof HttpError ? error.result : null;
    return reply.code(status).send({ success: false, result, message: error.message });
  });

  app.decorateRequest('adminUser', null);
  app.decorateRequest('adminSessionHash', null);

  app.addHook('onRequest', async (request, reply) => {
    // Admin answers are per user: never stored by a cache.
    reply.header('cache-control', 'no-store');
    if (needsCsrfCheck(request.method) && !isSameOriginRequest(request, siteOrigin)) {
      request.log.info(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'admin CSRF check refused',
      );
      throw adminError(403, 'Cross-site request refused');
    }
    const id = readSessionCookie(request, siteOrigin);
    if (!id) return;
    const session = await useSession(db, id);
    if (!session) return;
    const row = await findUserById(db, session.userId);
    if (!row || Number(row.disabled) === 1) {
      await revokeSession(db, session.idHash);
      return;
    }
    request.adminUser = toAdminUser(row, (await readSecuritySettings(db)).requireTotpForOwners);
    request.adminSessionHash = session.idHash;
  });

  app.databaseStartup.addStep(async () => {
    app.startReport.setupUrl = await ensureFirstOwner(app);
  });

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(invitationRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(enquiryRoutes);
  await app.register(analyticsRoutes);
  await app.register(contentRoutes);
  await app.register(linkRoutes);
  await app.register(mediaAdminRoutes);
  await app.register(baiduPushRoutes);
  await app.register(jobsRoutes);
  await app.register(backupRoutes);
  await app.register(dashboardRoutes);
}
