// GET /api/captcha/challenge: a fresh challenge for the booking form's captcha. It answers the
// challenge JSON itself, not the envelope, because the ALTCHA widget reads it directly; errors
// (429) still come in the envelope.
import type { FastifyInstance } from 'fastify';
import type { Captcha } from './captcha.ts';

/** Challenges one client address may fetch per minute, per enquiry it may send. */
const CHALLENGES_PER_ENQUIRY = 12;

export async function captchaRoutes(app: FastifyInstance, { captcha }: { captcha: Captcha }) {
  app.get(
    '/captcha/challenge',
    {
      config: {
        rateLimit: { max: app.config.CONTACT_RATE_LIMIT * CHALLENGES_PER_ENQUIRY, timeWindow: '1 minute' },
      },
    },
    async (_request, reply) => {
      const challenge = await captcha.challenge();
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(challenge));
    },
  );
}
