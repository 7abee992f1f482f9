// Probes for a load balancer: /healthz answers while the process runs, /readyz only while the
// database answers too, so traffic goes elsewhere when this process cannot serve content.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export async function health(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!app.databaseStartup.prepared) return reply.code(503).send({ status: 'starting' });
    try {
      await sql`select 1`.execute(app.db);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
