import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { snippetNodes } from './inject-common-code.ts';
import { snippetHashes } from './snippet-hashes.server.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of what the browser will actually add: the texts of the nodes snippetNodes makes. */
function hashesOfNodes(snippet: string) {
  const nodes = snippetNodes(document, snippet);
  const inline = (tag: string) =>
    nodes
      .filter((node) => node.tagName === tag && !(tag === 'SCRIPT' && node.hasAttribute('src')))
      .map((node) => sha256(node.textContent ?? ''));
  return { scripts: inline('SCRIPT'), styles: inline('STYLE') };
}

describe('snippetHashes', () => {
  it.each([
    ['plain JavaScript', 'window.__probe = 1;\r\nwindow.__other = "<b>";'],
    [
      'an analytics tag',
      `<script async src="https://analytics.example/tag.js?id=1"></script>
       <script>
         window.dataLayer = window.dataLayer || [];
         function gtag(){dataLayer.push(arguments);}
       </script>
       <noscript><img src="https://analytics.example/p.gif" alt=""></noscript>`,
    ],
    ['styles and odd end tags', '<style>p { color: red }</style><SCRIPT type="text/javascript">1;</SCRIPT >'],
    ['nothing inline', '<meta name="verification" content="abc"><script src="/a.js"></script>'],
  ])('gives the hashes of the inline scripts and styles the page will add: %s', (_name, snippet) => {
    expect(snippetHashes(snippet)).toEqual(hashesOfNodes(snippet));
  });

  it('hashes the scripts of an HTML snippet with its line breaks made "\\n", as the HTML parser does', () => {
    // happy-dom keeps "\r\n" where browsers' parsers (HTML, input stream preprocessing) do not.
    expect(snippetHashes('<script>a;\r\nb;\rc;</script>').scripts).toEqual([sha256('a;\nb;\nc;')]);
    // Plain JavaScript is set as the script's text, untouched.
    expect(snippetHashes('a;\r\nb;').scripts).toEqual([sha256('a;\r\nb;')]);
  });

  it('has nothing for an empty snippet', () => {
    expect(snippetHashes('  \n')).toEqual({ scripts: [], styles: [] });
  });
});
