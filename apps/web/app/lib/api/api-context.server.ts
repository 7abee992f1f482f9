// Server loaders reach the API through a transport and report through a logger, both placed in
// the router context per request by entry.server's createLoadContext (our server passes an
// in-process transport and Fastify's request logger). Their answers are checked against the
// contract's schemas here, on the server, where the schema library costs a visitor nothing.
import type { ApiTransport } from '@refit/contract';
import type { InProcessReads } from '@refit/contract/in-process';
import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { config } from '../config.ts';
import { checkResult } from './check-result.server.ts';
import { createApi } from './client.ts';
import type { Api, ApiOptions } from './client.ts';
import type { Logger } from './logger.ts';

export interface RequestServices {
  transport: ApiTransport;
  log: Logger;
  /** The server's narrower reads when it runs this app in-process. */
  inProcess?: InProcessReads | undefined;
}

export const requestServicesContext = createContext<RequestServices | null>(null);

function services(context: Readonly<RouterContextProvider>): RequestServices {
  const value = context.get(requestServicesContext);
  if (!value) {
    throw new Error(
      'No API transport in the load context: the server must pass build.entry.module.createLoadContext(transport, log) as getLoadContext',
    );
  }
  return value;
}

/** The API with the server's validation of every answer (tests build one around a fake transport). */
export function createServerApi(options: Omit<ApiOptions, 'check'>): Api {
  return createApi({ ...options, check: checkResult });
}

export function getApi(context: Readonly<RouterContextProvider>): Api {
  const { transport, log, inProcess } = services(context);
  return createServerApi({
    transport,
    log,
    inProcess,
    timeoutMs: config.apiTimeoutMs,
    defaultPageSize: config.apiDefaultPageSize,
  });
}

/** The request's logger, for server code that reports something other than an API call. */
export function getLog(context: Readonly<RouterContextProvider>): Logger {
  return services(context).log;
}
