// What the API answers for a path or method it does not serve: 404 with the envelope for an
// unknown call, 405 with Allow for a known call asked with another method, and for OPTIONS the
// methods a call takes. Registered as the /api scope's catch-all, so no API address ever falls
// through to the page renderer (which would redirect it to the home page).
import { API_PREFIX, calls, failure } from '@refit/contract';
import type { CallName } from '@refit/contract';
import type { FastifyInstance } from 'fastify';

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const;

/** The methods a call answers, as the Allow header lists them. */
export function allowedMethods(name: CallName): string {
  return calls[name].method === 'GET' ? 'GET, HEAD, OPTIONS' : `${calls[name].method}, OPTIONS`;
}

function callNamed(path: string): CallName | null {
  const prefix = `${API_PREFIX}/`;
  if (!path.startsWith(prefix)) return null;
  const name = path.slice(prefix.length);
  return Object.hasOwn(calls, name) ? (name as CallName) : null;
}

export function registerUnmatchedCalls(app: FastifyInstance): void {
  app.route({
    method: [...ALL_METHODS],
    url: '/*',
    handler: async (request, reply) => {
      const path = `/${(request.params as { '*': string })['*']}`;
      const name = callNamed(path);
      if (name === null) {
        return reply.code(404).send(failure(`no such call: ${request.method} ${request.url.split('?')[0]}`));
      }
      reply.header('allow', allowedMethods(name));
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return reply.code(405).send(failure(`${name} does not answer ${request.method}`));
    },
  });
}
