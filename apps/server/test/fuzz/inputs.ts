// Inputs a hostile or broken client sends, as fast-check arbitraries, and the checks every answer
// must pass whatever it was sent. Shared by the API and page fuzz suites.
import fc from 'fast-check';
import { expect } from 'vitest';

/** Sent in every kind of input: it must never come back as raw markup. */
export const MARKER = '<x-fuzz>';

const tricky = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  'NaN',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..\\..\\site.db',
  '%2e%2e%2fsite.db',
  '\u0000',
  '\u202e',
  '\ud83d\ude97',
  '锐界改装',
  'home_page',
  'cn',
  'en',
  'zh',
  'booking',
  'pro',
  'menu',
  'PC',
  'mobile',
  'wheel',
  'aerodynamic',
  'peripheral',
  MARKER,
  `"'><x-fuzz>`,
  `</script>${MARKER}`,
  `javascript:${MARKER}`,
  'x'.repeat(3_000),
];

/** One query or form value: known-good words, edge cases, markup and any Unicode. */
export const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tricky) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  // Ids and page numbers of records that exist, so the handlers' own paths are reached too.
  { weight: 2, arbitrary: fc.nat({ max: 30 }).map(String) },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }).map((text) => `${text}${MARKER}`) },
);

/**
 * Encodes a value for a URL the way a careless or hostile client might: properly, or with a bad
 * percent sequence added (a truncated or invalid escape, an encoded NUL).
 */
export function encode(text: string, raw: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // A lone surrogate: send the bytes of one, which are not valid UTF-8.
    encoded = '%ED%A0%80';
  }
  return `${encoded}${raw}`;
}

export const rawPercent = fc.constantFrom('', '', '', '', '%', '%E0%A4%A', '%zz', '%00', '%C0%AF', '%2F');

/** A query string: the call's own parameter names and others, repeated or not, in any order. */
export function queryString(names: readonly string[]) {
  const name = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('l') },
    { weight: 1, arbitrary: fc.constantFrom('l', '__proto__', 'constructor', 'a[b]', '', MARKER) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  );
  return fc
    .array(fc.tuple(name, value, rawPercent), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, text, raw]) => `${encode(key, '')}=${encode(text, raw)}`).join('&'));
}

/** Path segments: traversal, encoded separators, Unicode and markup. */
export const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '%2f',
    '%5c',
    '%00',
    '%',
    '%E0%A4%A',
    '~',
    '*',
    MARKER,
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => encode(text, '')),
  fc.nat({ max: 100_000 }).map(String),
);

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});
const headerValue = fc.oneof(headerText, fc.constantFrom(MARKER, `"${MARKER}`, '', 'x'.repeat(2_000)));

/** Request headers a client controls: Host, forwarding headers, Origin, language, cookies. */
export const headers = fc.record(
  {
    host: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('localhost', '127.0.0.1', '127.0.0.1:3000') },
      { weight: 1, arbitrary: fc.constantFrom('evil.example', 'a@b', '[::1', 'localhost:99999', MARKER) },
      { weight: 1, arbitrary: fc.domain() },
      { weight: 1, arbitrary: headerText },
    ),
    'x-forwarded-for': fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.array(fc.ipV4(), { minLength: 2, maxLength: 4 }).map((hops) => hops.join(', ')),
      headerValue,
    ),
    'x-forwarded-host': fc.oneof(fc.constantFrom('evil.example', MARKER), fc.domain(), headerValue),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', MARKER),
    origin: fc.oneof(
      fc.constantFrom('null', 'http://evil.example', 'http://localhost'),
      fc.webUrl(),
      headerValue,
    ),
    referer: fc.oneof(fc.webUrl(), headerValue),
    'accept-language': fc.oneof(fc.constantFrom('zh-CN,zh;q=0.9', 'en-US,en;q=0.5', '*', 'xx'), headerValue),
    cookie: fc.oneof(
      fc.constantFrom('l=en', 'l=zh', `l=${encodeURIComponent(MARKER)}`, 'l=', '=;;;='),
      headerValue.map((text) => `l=${text}`),
      headerValue,
    ),
    'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', MARKER),
    'if-none-match': headerValue,
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  },
  { requiredKeys: [] },
);

/** Methods, the usual ones most often. */
export function method(usual: string) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(usual) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'),
    },
  );
}

/** What a body must never show: a stack trace, a source or data file path, internal error names. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\/(home|work|tmp|usr|srv|root)\/[\w.-]+\//,
  /SQLite format 3/,
  /SqliteError|SQLITE_[A-Z]+|TypeError|ReferenceError/,
];

export function expectNoLeaks(body: string, context: string): void {
  for (const leak of LEAKS) expect(body, `${context}: ${leak}`).not.toMatch(leak);
}

/** Counts answers by status, for the suite's summary line. */
export function tally() {
  const counts = new Map<number, number>();
  return {
    add: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1),
    get total() {
      return [...counts.values()].reduce((sum, n) => sum + n, 0);
    },
    toString: () =>
      [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' '),
  };
}
