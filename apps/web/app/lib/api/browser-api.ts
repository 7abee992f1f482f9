// The API client for code that runs in the browser (clientLoaders, load more, forms, tracking).
import { config } from '../config.ts';
import { createApiClient } from './client.ts';
import type { ApiClient } from './client.ts';
import { createFetchTransport } from './transport-fetch.ts';

let client: ApiClient | undefined;

export function getBrowserApi(): ApiClient {
  client ??= createApiClient({
    transport: createFetchTransport({ baseUrl: config.apiBaseUrl }),
    timeoutMs: config.apiTimeoutMs,
    defaultPageSize: config.apiDefaultPageSize,
  });
  return client;
}
