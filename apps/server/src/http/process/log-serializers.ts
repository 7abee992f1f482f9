// How a request appears in the log: Fastify's own fields, with a draft preview's token left out of
// the address. Whoever reads the log must not be able to open an unpublished draft with it
// (decision 0028).
import { PREVIEW_PARAM } from '@refit/contract';
import type { FastifyRequest } from 'fastify';

const PREVIEW_TOKEN = new RegExp(`([?&]${PREVIEW_PARAM}=)[^&#]*`, 'g');

/** The address with the value of every preview parameter replaced. */
export function withoutPreviewToken(url: string): string {
  return url.replace(PREVIEW_TOKEN, '$1[hidden]');
}

export const logSerializers = {
  req: (request: FastifyRequest) => {
    const version = request.headers['accept-version'];
    return {
      method: request.method,
      url: withoutPreviewToken(request.url),
      version: Array.isArray(version) ? version[0] : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
