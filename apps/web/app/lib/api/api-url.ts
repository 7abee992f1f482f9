// Addresses under the content API's base (API_BASE_URL: `/api`, or another backend's
// `https://cms.example.com/api`), joined one way for every caller: the fetch transport, the
// captcha's challenge and the visit beacon.

/** `path` (starting with "/") under `baseUrl`, whatever slashes the base ends with. */
export function underBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
