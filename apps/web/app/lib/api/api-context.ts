// Server loaders reach the API through a transport placed in the router context per request
// by entry.server's createLoadContext (our server passes an in-process one).
import type { ApiTransport } from '@refit/contract';
import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { config } from '../config.ts';
import { createApiClient } from './client.ts';
import type { ApiClient } from './client.ts';

export const apiTransportContext = createContext<ApiTransport | null>(null);

export function getApi(context: Readonly<RouterContextProvider>): ApiClient {
  const transport = context.get(apiTransportContext);
  if (!transport) {
    throw new Error(
      'No API transport in the load context: the server must pass build.entry.module.createLoadContext(transport) as getLoadContext',
    );
  }
  return createApiClient({
    transport,
    timeoutMs: config.apiTimeoutMs,
    defaultPageSize: config.apiDefaultPageSize,
  });
}
