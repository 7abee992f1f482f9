// How the web app's API client reaches the content API. In the browser it is fetch();
// on our own server it is an in-process call, so server rendering pays no network round trip.
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base, for example `/cmst/index/getIndexList`. */
  path: string;
  /** Query parameters; both methods carry their fields in the query string. */
  query: Record<string, string>;
  /** Language and device hints forwarded from the visitor's request (server side only). */
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
