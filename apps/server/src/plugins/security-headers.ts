// Security headers on every response: pages, API answers, static files and errors alike.
// Helmet sets the well-known ones; what it does not cover (Permissions-Policy, HSTS only when the
// request came over https) is added here. Every response starts with a Content-Security-Policy
// that allows nothing (API answers, errors, probes: decision 0017); pages replace it with theirs
// where they are rendered, since it carries each response's script nonce, and content files
// under /api/static/ with a sandbox.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), interest-cohort=()';

/** The policy of everything that is not a page: nothing may load, nothing may frame it. */
export const RESTRICTIVE_CSP = "default-src 'none'; frame-ancestors 'none'";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Call on the root instance: helmet and the hook then cover every route. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // Embedded video players (bilibili, Tencent, Youku) load without cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent below, only on https: a plain-http development server must not pin browsers to https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('content-security-policy', RESTRICTIVE_CSP);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_S}; includeSubDomains`);
    }
  });
}
