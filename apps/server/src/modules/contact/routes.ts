// The booking form's call (saveContactUsForm) and the captcha challenge that guards it. An enquiry
// is stored only with a valid, unused captcha solution and an empty honeypot field, and each client
// address may send CONTACT_RATE_LIMIT a minute. The page it was sent from is recorded with it.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { captchaRoutes } from '../captcha/routes.ts';
import { usedSolutionsIn } from '../captcha/used-solutions.ts';
import { configuredChannels } from '../notices/outbox.ts';
import { saveEnquiry } from './repository.ts';
import { resolveSource } from './source-page.ts';

export async function contactRoutes(app: FastifyInstance) {
  const captcha = createCaptcha({
    hmacKey: app.config.CAPTCHA_HMAC_KEY,
    used: usedSolutionsIn(app.db),
    difficulty: app.config.CAPTCHA_DIFFICULTY,
  });
  await app.register(captchaRoutes, { captcha });

  defineCall(
    app,
    'saveContactUsForm',
    // The contract's schema has already refused bad fields and a filled-in honeypot.
    async (form, request) => {
      await captcha.redeem(form.altcha);
      const source = await resolveSource(app.db, form.sourcePath);
      await saveEnquiry(app.db, form, request.ip, source, configuredChannels(app.config));
      // Notices go out after the answer; a failure to send never touches the stored enquiry.
      app.notices.kick();
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
