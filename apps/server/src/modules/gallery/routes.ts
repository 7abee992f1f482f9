import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { findGallery, pageGalleries } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getCarGalleryListByPage', (query) => pageGalleries(app.db, query));

  defineCall(app, 'getCarGalleryById', async ({ id }) => {
    const gallery = await findGallery(app.db, id);
    if (!gallery) throw notFound(`gallery ${id}`);
    return gallery;
  });
}
