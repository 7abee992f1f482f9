// Puts the site-wide code snippet (common-data entry common_js) into <head> (SPEC section 4).
// The snippet is either plain JavaScript or HTML holding <script> (and maybe <noscript>/<meta>)
// tags, as analytics vendors hand them out; both forms are accepted. Its scripts and styles get
// the page's Content-Security-Policy nonce, or the browser would refuse them.
import { pageNonce } from '../csp/page-nonce.ts';

const MARKER = 'data-common-code';

/** Nodes to append for a snippet, with scripts that run once they are in the document. */
export function snippetNodes(doc: Document, snippet: string, nonce = ''): Element[] {
  if (!snippet.trimStart().startsWith('<')) {
    const script = doc.createElement('script');
    script.textContent = snippet;
    if (nonce) script.nonce = nonce;
    return [script];
  }
  // Scripts from a parsed fragment would stay inert: recreate them so they run, keeping
  // their attributes (src, async, defer, type, ...).
  const template = doc.createElement('template');
  template.innerHTML = snippet;
  for (const inert of template.content.querySelectorAll('script')) {
    const live = doc.createElement('script');
    for (const { name, value } of inert.attributes) live.setAttribute(name, value);
    live.textContent = inert.textContent;
    inert.replaceWith(live);
  }
  if (nonce) {
    for (const element of template.content.querySelectorAll<HTMLScriptElement | HTMLStyleElement>(
      'script, style',
    )) {
      element.nonce = nonce;
    }
  }
  // Elements only: the whitespace between tags has no business in <head>.
  return [...template.content.children];
}

/**
 * Appends the snippet to <head> unless this page already has it. Returns whether it did.
 * The marker on the added elements makes a second call, a remount or a copy rendered by the
 * server count as "already there".
 */
export function injectCommonCode(doc: Document, snippet: string): boolean {
  if (snippet.trim() === '' || doc.head.querySelector(`[${MARKER}]`)) return false;
  const nodes = snippetNodes(doc, snippet, pageNonce(doc));
  if (nodes.length === 0) return false;
  for (const node of nodes) node.setAttribute(MARKER, '');
  doc.head.append(...nodes);
  return true;
}
