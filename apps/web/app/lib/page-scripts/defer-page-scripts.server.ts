// The server side of decision 0038. React Router names every module hydration needs as a
// `<link rel="modulepreload">` in the head and imports them from a module script at the end of
// the body: the browser fetches them at high priority beside the stylesheets and the main image,
// and a phone's first paint waits for them. On a public page this rewrites that markup as it
// passes: the preloads go, the module script becomes an inert data block, and a small inline
// script (start-page-scripts.ts) starts the modules once the page is shown.
//
// Works on a stream of text (the streamed render) as well as on a whole page (the shared render):
// a tag cut between two chunks is held back until its end arrives.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import {
  INERT_MODULE_TYPE,
  LATEST_START_MS,
  PAGE_LIVE_ATTRIBUTE,
  startPageScripts,
} from './start-page-scripts.ts';
import type { StartOptions } from './start-page-scripts.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const BODY_END = '</body>';

/** The inline script that starts the page's modules, for these module addresses. */
export function starterScript(modules: readonly string[], nonce: string | null): string {
  const options: StartOptions = {
    modules: [...modules],
    inertType: INERT_MODULE_TYPE,
    latestMs: LATEST_START_MS,
    liveAttribute: PAGE_LIVE_ATTRIBUTE,
  };
  const call = `(${startPageScripts.toString()})(${JSON.stringify(options)})`;
  const attributes = nonce === null ? '' : ` nonce="${nonce}"`;
  return `<script${attributes}>${call.replaceAll('</', '<\\/')}</script>`;
}

/** One page's rewrite, fed its text in order. */
export class PageScriptsDeferral {
  private readonly modules: string[] = [];
  private held = '';
  private moduleScriptFound = false;
  private starterWritten = false;

  private readonly nonce: string | null;

  constructor(nonce: string | null) {
    this.nonce = nonce;
  }

  /** The rewritten text of everything up to the last complete tag of `text` and what came before. */
  push(text: string): string {
    const pending = this.held + text;
    const lastOpen = pending.lastIndexOf('<');
    // A tag that has not ended yet (no '>' after its '<') waits for the next piece.
    const cut = lastOpen !== -1 && !pending.includes('>', lastOpen) ? lastOpen : pending.length;
    this.held = pending.slice(cut);
    return this.rewrite(pending.slice(0, cut));
  }

  /** What is left at the end of the page. */
  end(): string {
    const rest = this.rewrite(this.held);
    this.held = '';
    return rest;
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
export function deferPageScripts(html: string, nonce: string | null): string {
  const deferral = new PageScriptsDeferral(nonce);
  return deferral.push(html) + deferral.end();
}

/** A stream of a page's bytes, rewritten as they pass. */
export function deferPageScriptsStream(nonce: string | null): Transform {
  const deferral = new PageScriptsDeferral(nonce);
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, deferral.push(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, deferral.push(decoder.end()) + deferral.end());
    },
  });
}
