// The one way the web app calls the content API (SPEC sections 7 and 8): one function per call of
// the contract, `api.getBrandList()`, resolving with the call's `result` or rejecting with one
// ApiError. Server loaders get it with an in-process transport, the server's logger and the
// contract's validation (api-context.server.ts); browser code gets it with fetch, the console and
// only the cheap shape check below (browser-api.ts), so zod stays out of the browser's JavaScript.
import { API_PREFIX, DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '@refit/contract';
import type { ApiRequest, ApiResponse, ApiTransport, CallInput, CallName, CallResult } from '@refit/contract';
import type { InProcessReads } from '@refit/contract/in-process';
import { CALL_NAMES, callSpecs } from './call-specs.ts';
import type { ResultShape } from './call-specs.ts';
import { ApiError, errorText, isApiError, logLevelForStatus, messageForStatus } from './errors.ts';
import type { Logger } from './logger.ts';

/** A request as the client hands it over: transports that can cancel work honour `signal`. */
export type TransportRequest = ApiRequest & { signal?: AbortSignal };

/**
 * Checks a result against the contract beyond its shape and answers it typed, or throws (the
 * client turns that into an ApiError of kind `invalid`). Server side only: the schemas run there.
 */
export type ResultCheck = <N extends CallName>(name: N, result: unknown, log: Logger) => CallResult<N>;

export interface ApiOptions {
  transport: ApiTransport;
  timeoutMs: number;
  /** Where failures are reported: the server's request logger, or the browser's console. */
  log: Logger;
  /** Page size of paged calls that name none (DEFAULT_PAGE_SIZE unless the build mode differs). */
  defaultPageSize?: number;
  /** Sent with every request, e.g. the visitor's language on the server. */
  headers?: Record<string, string>;
  check?: ResultCheck;
  /** Narrower reads of a server running this app in its own process; none over HTTP. */
  inProcess?: InProcessReads | undefined;
}

export type ApiCalls = {
  readonly [N in CallName]: (input?: CallInput<N>) => Promise<CallResult<N>>;
};

export interface Api extends ApiCalls {
  /** The logger the calls report to; areas that fall back on their own log here too (settle). */
  readonly log: Logger;
  /**
   * Reads narrower than the public calls, when the server runs this app in-process (contract
   * in-process.ts); loaders fall back on the public calls without them.
   */
  readonly inProcess?: InProcessReads | undefined;
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

function hasShape(result: unknown, shape: ResultShape): boolean {
  if (shape === 'none') return true;
  if (shape === 'list') return Array.isArray(result);
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false;
  return shape === 'record' || Array.isArray((result as { records?: unknown }).records);
}

/** The `result` of an answer that arrived with a 2xx status, or the ApiError it amounts to. */
function unwrap(name: CallName, response: ApiResponse): unknown {
  const { status, body } = response;
  if (typeof body !== 'object' || body === null || !('success' in body)) {
    throw new ApiError(`${name} answered without an envelope`, { kind: 'invalid', call: name, status, body });
  }
  const envelope = body as { success: unknown; result?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (!envelope.success) {
    throw new ApiError(message || `${name} answered without success`, {
      kind: 'refused',
      call: name,
      status,
      body,
    });
  }
  const shape = callSpecs[name].result;
  if (shape !== 'none' && (envelope.result === null || envelope.result === undefined)) {
    throw new ApiError(message || `${name} answered without a result`, {
      kind: 'refused',
      call: name,
      status,
      body,
    });
  }
  if (!hasShape(envelope.result, shape)) {
    throw new ApiError(`${name} answered a result that is not a ${shape}`, {
      kind: 'invalid',
      call: name,
      status,
      body,
    });
  }
  return envelope.result;
}

export function createApi({
  transport,
  timeoutMs,
  log,
  defaultPageSize,
  headers,
  check,
  inProcess,
}: ApiOptions): Api {
  async function send(name: CallName, request: TransportRequest): Promise<ApiResponse> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the transport makes the time-out hold for transports that ignore the signal too.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(`timed out after ${timeoutMs} ms`, { kind: 'timeout', call: name, status: 0 }));
      }, timeoutMs);
    });
    const signalled: TransportRequest = { ...request, signal: controller.signal };
    try {
      return await Promise.race([transport(signalled), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<N extends CallName>(name: N, input?: CallInput<N>): Promise<CallResult<N>> {
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
      response = await send(name, request);
    } catch (cause) {
      // SPEC section 8: no response logs the network-error message, then the caller gets the error.
      const message = messageForStatus(0);
      log.error({ call: where, reason: errorText(cause) }, message);
      throw isApiError(cause)
        ? cause
        : new ApiError(message, { kind: 'network', call: name, status: 0, cause });
    }

    if (response.status < 200 || response.status >= 300) {
      const message = messageForStatus(response.status);
      log[logLevelForStatus(response.status)]({ call: where, status: response.status }, message);
      throw new ApiError(message, { kind: 'http', call: name, status: response.status, body: response.body });
    }
    const result = unwrap(name, response);
    // Without a check the result is taken as the contract types it (the browser's side).
    if (!check) return result as CallResult<N>;
    try {
      return check(name, result, log);
    } catch (cause) {
      const { status, body } = response;
      throw new ApiError(errorText(cause), { kind: 'invalid', call: name, status, body, cause });
    }
  }

  const calls = Object.fromEntries(CALL_NAMES.map((name) => [name, (input?: object) => call(name, input)]));
  // One entry per name of the contract's table (CALL_NAMES), each typed by its mapped signature.
  return { ...(calls as unknown as ApiCalls), log, inProcess };
}
