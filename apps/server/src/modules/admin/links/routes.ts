// The link picker's calls (every admin role): items found by title, and the item an address names.
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../guard.ts';
import { linkTargets, searchLinkTargets } from './link-targets.ts';

export async function linkRoutes(app: FastifyInstance) {
  const { db } = app;
  defineAdminRoute(app, adminEndpoints.searchLinkTargets, ({ query }) => searchLinkTargets(db, query));
  defineAdminRoute(app, adminEndpoints.getLinkTarget, async ({ params }) => ({
    target: (await linkTargets(db, params.type, [params.id])).get(params.id) ?? null,
  }));
}
