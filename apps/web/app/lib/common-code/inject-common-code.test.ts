import { afterEach, describe, expect, it } from 'vitest';
import { injectCommonCode } from './inject-common-code.ts';

const injected = () => document.head.querySelectorAll('[data-common-code]');

describe('injectCommonCode', () => {
  afterEach(() => {
    for (const node of injected()) node.remove();
  });

  it('adds plain JavaScript as one script in <head>', () => {
    expect(injectCommonCode(document, 'window.__probe = 1;')).toBe(true);
    const [script] = injected();
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.textContent).toBe('window.__probe = 1;');
  });

  it('adds each element of an HTML snippet, scripts recreated with their attributes', () => {
    const snippet = `
      <script async data-site="a1">window.__probe = 1;</script>
      <script>window.dataLayer = [];</script>
      <meta name="site-verification" content="abc">`;
    expect(injectCommonCode(document, snippet)).toBe(true);
    const nodes = [...injected()];
    expect(nodes.map((node) => node.tagName)).toEqual(['SCRIPT', 'SCRIPT', 'META']);
    expect(nodes[0]?.getAttribute('data-site')).toBe('a1');
    expect(nodes[0]?.hasAttribute('async')).toBe(true);
    expect(nodes[1]?.textContent).toBe('window.dataLayer = [];');
  });

  it('adds the snippet only once per page, however often it is asked', () => {
    injectCommonCode(document, 'window.__probe = 1;');
    expect(injectCommonCode(document, 'window.__probe = 1;')).toBe(false);
    expect(injectCommonCode(document, 'window.__other = 2;')).toBe(false);
    expect(injected()).toHaveLength(1);
  });

  it('adds nothing for an empty snippet', () => {
    expect(injectCommonCode(document, '')).toBe(false);
    expect(injectCommonCode(document, '  \n ')).toBe(false);
    expect(injected()).toHaveLength(0);
  });

  it("gives the snippet's scripts and styles the page's nonce, so the page's policy lets them run", () => {
    const pageScript = document.createElement('script');
    pageScript.nonce = 'page-nonce';
    document.body.append(pageScript);
    try {
      injectCommonCode(document, '<script async>1;</script><script>2;</script><style>p{}</style>');
      const nodes = [...injected()] as (HTMLScriptElement | HTMLStyleElement)[];
      expect(nodes.map((node) => node.nonce)).toEqual(['page-nonce', 'page-nonce', 'page-nonce']);
      for (const node of nodes) node.remove();
      injectCommonCode(document, 'window.__probe = 1;');
      expect((injected()[0] as HTMLScriptElement).nonce).toBe('page-nonce');
    } finally {
      pageScript.remove();
    }
  });

  it('respects a copy the server already rendered', () => {
    const rendered = document.createElement('script');
    rendered.setAttribute('data-common-code', '');
    document.head.append(rendered);
    expect(injectCommonCode(document, 'window.__probe = 1;')).toBe(false);
    expect(injected()).toHaveLength(1);
  });
});
