// The content API (owners and editors): thin routes over the content service.
import { adminEndpoints } from '@refit/contract/admin';
import type { AdminUser } from '@refit/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineAdminRoute } from '../guard.ts';
import { createPreview } from './preview/preview-service.ts';
import {
  bulkContent,
  contentRevisions,
  createContent,
  deleteContent,
  discardDraft,
  getContent,
  listContent,
  publishContent,
  reorderContent,
  restoreContent,
  saveContent,
  scheduleContent,
  unpublishContent,
} from './service.ts';
import type { Actor, ContentContext } from './service.ts';

/**
 * Documents carry rich text (up to 200 000 characters per language, three bytes each in Chinese)
 * twice, as HTML and as the editor's JSON document, over the admin's 64 KB; the schemas bound
 * each field, this bounds the request.
 */
export const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;

export async function contentRoutes(app: FastifyInstance) {
  const { db } = app;
  const context: ContentContext = { db, afterWrite: () => app.contentVersion.invalidate() };
  const actor = (user: AdminUser, request: FastifyRequest): Actor => ({
    id: user.id,
    role: user.role,
    ip: request.ip,
  });

  defineAdminRoute(app, adminEndpoints.listContent, ({ params, query }) =>
    listContent(db, params.type, query),
  );
  defineAdminRoute(app, adminEndpoints.getContent, ({ params }) => getContent(db, params.type, params.id));
  defineAdminRoute(
    app,
    adminEndpoints.createContent,
    ({ params, body, user, request }) =>
      createContent(context, params.type, body.document, actor(user, request)),
    { bodyLimit: CONTENT_BODY_LIMIT },
  );
  defineAdminRoute(
    app,
    adminEndpoints.saveContent,
    ({ params, body, user, request }) =>
      saveContent(context, params.type, params.id, body, actor(user, request)),
    { bodyLimit: CONTENT_BODY_LIMIT },
  );
  defineAdminRoute(app, adminEndpoints.deleteContent, ({ params, user, request }) =>
    deleteContent(context, params.type, params.id, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.publishContent, ({ params, body, user, request }) =>
    publishContent(context, params.type, params.id, body.version, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.unpublishContent, ({ params, user, request }) =>
    unpublishContent(context, params.type, params.id, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.discardContentDraft, ({ params, body, user, request }) =>
    discardDraft(context, params.type, params.id, body.version, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.scheduleContent, ({ params, body, user, request }) =>
    scheduleContent(context, params.type, params.id, body, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.reorderContent, ({ params, body, user, request }) =>
    reorderContent(context, params.type, body, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.bulkContent, ({ params, body, user, request }) =>
    bulkContent(context, params.type, body, actor(user, request)),
  );
  defineAdminRoute(app, adminEndpoints.previewContent, async ({ params, body }) =>
    createPreview(
      db,
      await app.previewKey(),
      { type: params.type, id: params.id, lang: body.lang },
      Date.now(),
    ),
  );
  defineAdminRoute(app, adminEndpoints.listContentRevisions, ({ params }) =>
    contentRevisions(db, params.type, params.id),
  );
  defineAdminRoute(app, adminEndpoints.restoreContentRevision, ({ params, user, request }) =>
    restoreContent(context, params.type, params.id, params.version, actor(user, request)),
  );
}
