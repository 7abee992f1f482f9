// The one API client of the web app (SPEC sections 7 and 8), used by server loaders with an
// in-process transport and by browser code with the fetch transport.
import { API_PREFIX, DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '@refit/contract';
import type {
  ApiEnvelope,
  ApiRequest,
  ApiResponse,
  ApiTransport,
  CallInput,
  CallName,
  CallResult,
} from '@refit/contract';
import { callSpecs } from './call-specs.ts';
import { ApiError, messageForStatus } from './errors.ts';

/** A request as the client hands it over: transports that can cancel work honour `signal`. */
export type TransportRequest = ApiRequest & { signal?: AbortSignal };

export interface ApiClientOptions {
  transport: ApiTransport;
  timeoutMs: number;
  /** Page size of paged calls that name none (DEFAULT_PAGE_SIZE unless the build mode differs). */
  defaultPageSize?: number;
  /** Sent with every request, e.g. the visitor's language on the server. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Resolves with the response body (the envelope); logs and rethrows on failure. */
  call<N extends CallName>(name: N, input?: CallInput<N>): Promise<ApiEnvelope<CallResult<N>>>;
}

export function buildQuery(
  input: object | undefined,
  paged: boolean,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): Record<string, string> {
  const query: Record<string, string> = paged
    ? { pageNo: String(DEFAULT_PAGE_NO), pageSize: String(defaultPageSize) }
    : {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    query[key] = String(value);
  }
  return query;
}

export function createApiClient({
  transport,
  timeoutMs,
  defaultPageSize,
  headers,
}: ApiClientOptions): ApiClient {
  async function send(request: TransportRequest): Promise<ApiResponse> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the transport makes the time-out hold for transports that ignore the signal too.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(`timed out after ${timeoutMs} ms`, { status: 0, timedOut: true }));
      }, timeoutMs);
    });
    const signalled: TransportRequest = { ...request, signal: controller.signal };
    try {
      return await Promise.race([transport(signalled), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async call(name, input) {
      const spec = callSpecs[name];
      const request: TransportRequest = {
        method: spec.method,
        path: `${API_PREFIX}/${name}`,
        // GET and POST alike carry their fields in the query string, never in a body (SPEC 7).
        query: buildQuery(input, spec.paged, defaultPageSize),
        ...(headers ? { headers } : {}),
      };
      const where = `${request.method} ${request.path}`;

      let response: ApiResponse;
      try {
        response = await send(request);
      } catch (cause) {
        const message = messageForStatus(0);
        console.error(message, where);
        throw cause instanceof ApiError ? cause : new ApiError(message, { status: 0, cause });
      }

      if (response.status < 200 || response.status >= 300) {
        const message = messageForStatus(response.status);
        console.error(message, where);
        throw new ApiError(message, { status: response.status, body: response.body });
      }
      return response.body as ApiEnvelope<CallResult<typeof name>>;
    },
  };
}
