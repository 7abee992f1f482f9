// GET /api/wechat/share-config?url=…: the JS-SDK signature of a page of this site, which a page
// opened in WeChat's browser hands to wx.config before it sets its share card (decision 0068).
// Answers are never stored by a cache: each carries its own nonce and time.
import { failure, ok, WECHAT_SHARE_CONFIG_PATH, wechatShareConfigQuerySchema } from '@refit/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isOnHosts, siteHostNames, withoutFragment } from './page-address.ts';
import { signPage } from './page-signature.ts';
import { isWechatShareSetUp, readWechatShareSettings } from './share-settings.ts';
import { createTicketSource } from './ticket-source.ts';

/** Share configurations one client address may ask for per minute: a page each second. */
const REQUESTS_PER_MINUTE = 60;

/** The 400 of the other calls, with the issue beside its field as the admin's forms show them. */
function refuseAddress(reply: FastifyReply, message: string) {
  return reply.code(400).send({
    success: false,
    result: { issues: [{ path: ['url'], message }] },
    message: `Invalid parameter: url ${message}`,
  });
}

export async function apiRoutes(app: FastifyInstance) {
  const hostNames = siteHostNames(app.config);
  const tickets = createTicketSource({
    db: () => app.db,
    api: { origin: app.config.WECHAT_API_ORIGIN, timeoutMs: app.config.WECHAT_API_TIMEOUT_MS },
    log: app.log,
  });

  app.get(
    WECHAT_SHARE_CONFIG_PATH,
    {
      config: { rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      // Every answer, refusals of the rate limit and the error handler's included.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      },
    },
    async (request, reply) => {
      const query = wechatShareConfigQuerySchema.safeParse(request.query ?? {});
      if (!query.success) return refuseAddress(reply, query.error.issues[0]!.message);
      const url = withoutFragment(query.data.url);
      if (!isOnHosts(url, hostNames)) return refuseAddress(reply, 'must be an address of this site');

      const settings = await readWechatShareSettings(app.db);
      if (!isWechatShareSetUp(settings)) return reply.code(404).send(failure('WeChat sharing is not set up'));
      const outcome = await tickets.ticketFor(settings);
      if (outcome.kind === 'unavailable') {
        const seconds = Math.max(1, Math.ceil((outcome.retryAt - Date.now()) / 1000));
        return reply
          .code(503)
          .header('retry-after', String(seconds))
          .send(failure(`WeChat sharing is unavailable for now, please try again in ${seconds} s`));
      }
      const signed = signPage({ ticket: outcome.ticket, url, nowMs: Date.now() });
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(ok({ appId: settings.appId, ...signed })));
    },
  );
}
