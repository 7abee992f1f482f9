// The CSP hashes of the inline scripts and styles the common_js snippet adds to a page. A page
// rendered to be shared has no nonce to give them (decision 0020), so its policy lists these.
// They follow snippetNodes (inject-common-code.ts): plain JavaScript becomes one script whose
// text is the snippet as it is; the scripts and styles of an HTML snippet keep the text the HTML
// parser gives them, which turns every line break into "\n".
import type { InlineSources } from '../csp/page-policy.server.ts';
import { hashSource } from '../csp/page-policy.server.ts';

export function snippetHashes(snippet: string): InlineSources {
  if (snippet.trim() === '') return { scripts: [], styles: [] };
  if (!snippet.trimStart().startsWith('<')) return { scripts: [hashSource(snippet)], styles: [] };
  const scripts: string[] = [];
  const styles: string[] = [];
  const parsed = snippet.replace(/\r\n?/g, '\n');
  for (const [, tag = '', attributes = '', text = ''] of parsed.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1[\s/]*>/gi,
  )) {
    const isScript = tag.toLowerCase() === 'script';
    if (isScript && /(^|\s)src\s*=/i.test(attributes)) continue;
    (isScript ? scripts : styles).push(hashSource(text));
  }
  return { scripts, styles };
}
