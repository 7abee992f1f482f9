// GET /api/openapi.json: the API document, built once from the contract at start-up. It is a
// document rather than a call, so it is served as it is, not inside the envelope.
import { buildOpenApiDocument } from '@refit/contract/openapi';
import type { FastifyInstance } from 'fastify';

export async function openApi(app: FastifyInstance) {
  const document = JSON.stringify(buildOpenApiDocument('/api'));
  app.get('/openapi.json', async (_request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document);
  });
}
