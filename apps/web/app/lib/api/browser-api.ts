// The API for code that runs in the browser (clientLoaders, load more, forms, tracking): fetch,
// the console as its log (SPEC section 8), and no schema validation, which would put zod in
// every page's JavaScript; answers are typed as the contract says after the client's shape check.
import { config } from '../config.ts';
import { createApi } from './client.ts';
import type { Api } from './client.ts';
import { consoleLogger } from './logger.ts';
import { createFetchTransport } from './transport-fetch.ts';

let api: Api | undefined;

export function getBrowserApi(): Api {
  api ??= createApi({
    transport: createFetchTransport({ baseUrl: config.apiBaseUrl }),
    log: consoleLogger,
    timeoutMs: config.apiTimeoutMs,
    defaultPageSize: config.apiDefaultPageSize,
  });
  return api;
}
