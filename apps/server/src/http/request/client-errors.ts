// Requests that fail before any route sees them: a malformed address, headers too large, a client
// that sends too slowly. They are the client's mistakes, so they answer 4xx with a clear message
// (the envelope under /api) and are logged as one line, never as a stack.
import http from 'node:http';
import type { Socket } from 'node:net';
import { failure } from '@refit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface SocketError extends Error {
  code?: string;
}

/** Status and message for an error Node's HTTP parser raised on a connection. */
export function describeClientError(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'the request took too long to arrive' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'request headers too large' };
  }
  return { status: 400, message: 'malformed request' };
}

/**
 * Fastify's `clientErrorHandler`: the request line or headers could not be read, so the path is
 * unknown and the envelope (JSON) is the one answer that suits every caller.
 */
export function clientErrorHandler(this: FastifyInstance, error: SocketError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error.code);
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: an address that cannot be decoded, or a path parameter too long. */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: (error as SocketError).code, url: request.url }, 'malformed address');
  const message = 'malformed address';
  if (request.url.startsWith('/api/')) {
    void reply.code(400).send(failure(message));
  } else {
    void reply.code(400).type('text/plain; charset=utf-8').send(message);
  }
}
