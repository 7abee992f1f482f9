import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { saveEnquiry } from './repository.ts';

export async function contactRoutes(app: FastifyInstance) {
  defineCall(
    app,
    'saveContactUsForm',
    async (form, request) => {
      await saveEnquiry(app.db, form, request.ip);
      return null;
    },
    {
      config: {
        rateLimit: {
          max: app.config.CONTACT_RATE_LIMIT,
          timeWindow: '1 minute',
        },
      },
    },
  );
}
