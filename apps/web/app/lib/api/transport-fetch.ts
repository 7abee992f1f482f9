// The browser's way to the content API: fetch() against the configured base address.
import type { ApiResponse, ApiTransport } from '@refit/contract';
import { underBase } from './api-url.ts';
import type { TransportRequest } from './client.ts';

export interface FetchTransportOptions {
  /** For example `/api` (our own server) or `https://cms.example.com/api`. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

export function createFetchTransport({
  baseUrl,
  fetch = globalThis.fetch,
}: FetchTransportOptions): ApiTransport {
  return async (request: TransportRequest): Promise<ApiResponse> => {
    const search = new URLSearchParams(request.query).toString();
    const response = await fetch(`${underBase(baseUrl, request.path)}${search ? `?${search}` : ''}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
      // The client aborts the request when its time-out passes.
      signal: request.signal ?? null,
    });
    const text = await response.text();
    return { status: response.status, body: parseBody(text) };
  };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page, for example: keep it for the error report.
    return text;
  }
}
