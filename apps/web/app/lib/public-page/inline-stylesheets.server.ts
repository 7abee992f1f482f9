// A public page's stylesheets travel in its HTML (decision 0040). React Router names each one as
// a `<link rel="stylesheet">` in the head; a phone then waits a round trip for them (nine on
// Home) before its first paint. Here each link's text is put in a `<style>` in its place, and the
// link stays, disabled: React matches the links of the head by rel and href while hydrating, and
// a link disabled in the markup is never fetched. Pages visited later in the same tab get their
// stylesheets as links, as React Router adds them.
import fs from 'node:fs';
import path from 'node:path';

/** A built stylesheet's text by its address, or null when it is not one to inline. */
export type StylesheetText = (href: string) => string | null;

/** A stylesheet link as React Router writes it, with the response's nonce on a streamed page. */
const STYLESHEET_LINK = /<link((?: nonce="[^"]*")?) rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
/** A url() that would resolve against the page rather than the stylesheet's own address. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:[a-z][\w+.-]*:|\/|#))/i;

/**
 * Reads the built stylesheets under `clientDir` (the build's client folder) once each. A file that
 * is missing (the development server serves its styles otherwise), that could end the `<style>`
 * early, or that refers to files by relative addresses is left as a link.
 */
export function readBuiltStylesheets(clientDir: string): StylesheetText {
  const texts = new Map<string, string | null>();
  return (href) => {
    let text = texts.get(href);
    if (text === undefined) {
      text = readStylesheet(path.join(clientDir, href));
      texts.set(href, text);
    }
    return text;
  };
}

function readStylesheet(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return /<\/style/i.test(text) || RELATIVE_URL.test(text) ? null : text;
}

/** The head's stylesheet links of `head` (whole tags only), each turned into its text. */
export function inlineStylesheets(head: string, nonce: string | null, textOf: StylesheetText): string {
  const nonceAttribute = nonce === null ? '' : ` nonce="${nonce}"`;
  return head.replace(STYLESHEET_LINK, (link, linkNonce: string, href: string) => {
    const text = textOf(href);
    if (text === null) return link;
    const style = `<style data-href="${href}"${nonceAttribute}>${text}</style>`;
    return `${style}<link${linkNonce} rel="stylesheet" href="${href}" disabled=""/>`;
  });
}
