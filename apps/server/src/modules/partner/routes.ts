// getPartnersList: the published partners in their order.
import type { Partner } from '@refit/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { rowIsPublished } from '../../db/visibility.ts';
import { defineCall } from '../../http/define-call.ts';

function listPartners(db: Db): Promise<Partner[]> {
  return db
    .selectFrom('partner')
    .select(['id', 'partnersName', 'partnersNameEn', 'partnersIconUrl', 'partnersLink'])
    .where(rowIsPublished('partner'))
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getPartnersList', () => listPartners(app.db));
}
