// The server side of decisions 0038 and 0040. React Router names every module hydration needs as a
// `<link rel="modulepreload">` in the head and imports them from a module script at the end of
// the body: the browser fetches them at high priority beside the stylesheets and the main image,
// and a phone's first paint waits for them. On a public page this rewrites that markup as it
// passes: the preloads go, the module script becomes an inert data block, and a small inline
// script (start-page-scripts.ts) starts the modules once the page is shown. The head's
// stylesheets come in one file (page-stylesheets.server.ts): the head is held until it is whole.
//
// Works on a stream of text (the streamed render) as well as on a whole page (the shared render):
// a tag cut between two chunks is held back until its end arrives.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { combineStylesheetLinks } from './page-stylesheets.server.ts';
import type { CombinedStylesheet } from './page-stylesheets.server.ts';
import {
  INERT_MODULE_TYPE,
  LATEST_START_MS,
  MAIN_IMAGE_TIMING,
  PAGE_LIVE_ATTRIBUTE,
  START_MARK,
  startPageScripts,
} from './start-page-scripts.ts';
import type { StartOptions } from './start-page-scripts.ts';
import { VISIT_BEACON_OPTIONS } from '../tracking/page-visit.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const BODY_END = '</body>';
const HEAD_END = '</head>';
/** Past this much text, or at a body, a page without an end of its head is passed on unheld. */
const HEAD_HELD_MAX = 64 * 1024;

export interface RewriteOptions {
  /** The response's nonce, or null for a page shared by many responses (allowed by hashes). */
  nonce: string | null;
  /** The one file of the head's stylesheets; null leaves them as React Router names them. */
  stylesheets: CombinedStylesheet | null;
}

/** The inline script that starts the page's modules, for these module addresses. */
export function starterScript(modules: readonly string[], nonce: string | null): string {
  const options: StartOptions = {
    modules: [...modules],
    inertType: INERT_MODULE_TYPE,
    latestMs: LATEST_START_MS,
    liveAttribute: PAGE_LIVE_ATTRIBUTE,
    mainImageTiming: MAIN_IMAGE_TIMING,
    startMark: START_MARK,
    visit: VISIT_BEACON_OPTIONS,
  };
  const call = `(${startPageScripts.toString()})(${JSON.stringify(options)})`;
  const attributes = nonce === null ? '' : ` nonce="${nonce}"`;
  return `<script${attributes}>${call.replaceAll('</', '<\\/')}</script>`;
}

/** One page's rewrite, fed its text in order. */
export class PublicPageRewrite {
  private readonly modules: string[] = [];
  private held = '';
  /** The head so far: it is rewritten whole, once its end has come. */
  private head = '';
  private headEnded = false;
  private moduleScriptFound = false;
  private starterWritten = false;

  private readonly nonce: string | null;
  private readonly stylesheets: CombinedStylesheet | null;

  constructor({ nonce, stylesheets }: RewriteOptions) {
    this.nonce = nonce;
    this.stylesheets = stylesheets;
  }

  /** The rewritten text of everything up to the last complete tag of `text` and what came before. */
  push(text: string): string {
    if (this.headEnded) return this.pushBody(text);
    this.head += text;
    const end = this.head.indexOf(HEAD_END);
    if (end === -1) {
      if (this.head.length <= HEAD_HELD_MAX && !this.head.includes('<body')) return '';
      // No head to rewrite: streaming goes on, the stylesheets as they are.
      const unheld = this.head;
      this.head = '';
      this.headEnded = true;
      return this.pushBody(unheld);
    }
    const head = this.head.slice(0, end);
    const rest = this.head.slice(end);
    this.head = '';
    this.headEnded = true;
    const combined = this.stylesheets ? combineStylesheetLinks(head, this.stylesheets) : head;
    return this.rewrite(combined) + this.pushBody(rest);
  }

  /** What is left at the end of the page. */
  end(): string {
    // A page with no end of its head (a fragment) is rewritten as it is.
    const head = this.head;
    this.head = '';
    this.headEnded = true;
    const out = head === '' ? '' : this.pushBody(head);
    const rest = this.rewrite(this.held);
    this.held = '';
    return out + rest;
  }

  private pushBody(text: string): string {
    const pending = this.held + text;
    const lastOpen = pending.lastIndexOf('<');
    // A tag that has not ended yet (no '>' after its '<') waits for the next piece.
    const cut = lastOpen !== -1 && !pending.includes('>', lastOpen) ? lastOpen : pending.length;
    this.held = pending.slice(cut);
    return this.rewrite(pending.slice(0, cut));
  }

  private rewrite(text: string): string {
    let out = text.replace(MODULE_PRELOAD, (_tag, href: string) => {
      if (!this.modules.includes(href)) this.modules.push(href);
      return '';
    });
    if (!this.moduleScriptFound) {
      out = out.replace(MODULE_SCRIPT, (_tag, before: string, after: string) => {
        this.moduleScriptFound = true;
        return `<script${before} type="${INERT_MODULE_TYPE}"${after}>`;
      });
    }
    if (this.moduleScriptFound && !this.starterWritten && out.includes(BODY_END)) {
      this.starterWritten = true;
      out = out.replace(BODY_END, `${starterScript(this.modules, this.nonce)}${BODY_END}`);
    }
    return out;
  }
}

/** A whole page, rewritten. */
export function rewritePublicPage(html: string, options: RewriteOptions): string {
  const rewrite = new PublicPageRewrite(options);
  return rewrite.push(html) + rewrite.end();
}

/** A stream of a page's bytes, rewritten as they pass. */
export function rewritePublicPageStream(options: RewriteOptions): Transform {
  const rewrite = new PublicPageRewrite(options);
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewrite.push(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, rewrite.push(decoder.end()) + rewrite.end());
    },
  });
}
