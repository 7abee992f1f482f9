import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { listLocations } from './repository.ts';

export async function locationRoutes(app: FastifyInstance) {
  defineCall(app, 'getLocationList', () => listLocations(app.db));
}
