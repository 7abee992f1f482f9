import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createNonce,
  inlineHashes,
  LIBRARY_STYLE_HASHES,
  pagePolicy,
  sharedPagePolicy,
  VIDEO_PLAYER_ORIGINS,
} from './page-policy.server.ts';

const local = { imageBaseUrl: '/api/static/', apiBaseUrl: '/api' };

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pagePolicy', () => {
  it('lets scripts run only with the nonce, and what they load themselves', () => {
    const policy = directives(pagePolicy('abc123', local));
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(pagePolicy('abc123', local)).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows inline style attributes but no inline style element without nonce or hash', () => {
    const policy = directives(pagePolicy('n', local));
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src-elem')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src-elem')).toContain("'nonce-n'");
  });

  it('names the image and API hosts when they are elsewhere, nothing more when on this site', () => {
    expect(directives(pagePolicy('n', local)).get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives(pagePolicy('n', local)).get('connect-src')).toEqual(["'self'"]);
    const remote = directives(
      pagePolicy('n', {
        imageBaseUrl: 'https://img.example.com/files/',
        apiBaseUrl: 'https://api.example.com/api',
      }),
    );
    expect(remote.get('img-src')).toEqual(["'self'", 'data:', 'https://img.example.com']);
    expect(remote.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('lets the captcha worker start from a blob and the video players load in frames', () => {
    const policy = directives(pagePolicy('n', local));
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'", ...VIDEO_PLAYER_ORIGINS]);
  });

  /** A file of an installed package (their exports hide package.json, so from the entry). */
  const packageFile = (name: string, file: string) => {
    const entry = createRequire(import.meta.url).resolve(name);
    const root = `node_modules${path.sep}${name}${path.sep}`;
    return fs.readFileSync(path.join(entry.slice(0, entry.lastIndexOf(root) + root.length), file), 'utf8');
  };

  it("allows exactly the toast library's stylesheet (and the empty one it starts with)", () => {
    // The ES build the app bundles calls __insertCSS once, with its stylesheet as a string literal.
    const literal = packageFile('sonner', 'dist/index.mjs').match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    expect(css.length).toBeGreaterThan(1000);
    expect(LIBRARY_STYLE_HASHES.toast).toBe(sha256(css));
    expect(LIBRARY_STYLE_HASHES.empty).toBe(sha256(''));
  });

  it("allows exactly the captcha widget's stylesheet", () => {
    // The build the app loads keeps its stylesheet in one single-quoted constant.
    const literal = packageFile('altcha', 'dist/main/altcha.js').match(
      /\nconst css = ('(?:[^'\\]|\\.)*');\ninjectCss\(css\);/,
    )?.[1];
    expect(literal).toBeDefined();
    const css = (new Function(`return ${literal ?? "''"}`) as () => string)();
    expect(css.length).toBeGreaterThan(1000);
    expect(LIBRARY_STYLE_HASHES.captcha).toBe(sha256(css));
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('sharedPagePolicy', () => {
  it('allows inline scripts and styles by their hashes only, with the rest of the page policy', () => {
    const inline = { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] };
    const shared = directives(sharedPagePolicy(inline, local));
    expect(shared.get('script-src')).toEqual(["'sha256-a'", "'sha256-b'", "'strict-dynamic'"]);
    expect(shared.get('style-src-elem')).toEqual([
      "'self'",
      "'sha256-c'",
      ...Object.values(LIBRARY_STYLE_HASHES),
    ]);
    expect(sharedPagePolicy(inline, local)).not.toContain('nonce');
    // Everything but the inline sources is the page policy's.
    const withNonce = directives(pagePolicy('n', local));
    for (const name of ['default-src', 'img-src', 'connect-src', 'frame-src', 'object-src', 'base-uri']) {
      expect(shared.get(name)).toEqual(withNonce.get(name));
    }
  });
});

describe('inlineHashes', () => {
  it('hashes the text of each inline script and style, not scripts that load a file', () => {
    const html =
      '<head><style>p{}</style><script src="/a.js"></script></head>' +
      '<body><script>window.a = "</p>";</script><script type="module" async="">import "/b.js";</script>' +
      '<script>window.a = "</p>";</script></body>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('window.a = "</p>";'), sha256('import "/b.js";')],
      styles: [sha256('p{}')],
    });
  });
});
