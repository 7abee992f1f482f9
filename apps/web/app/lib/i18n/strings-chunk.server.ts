// The address of a language's UI strings chunk in the client bundle, for the module preload that
// lets the browser fetch it beside the page's other modules (strings-chunks.ts at the app's root).
import type { UiLanguage } from '@refit/contract';
import { stringsChunks } from 'virtual:strings-chunks';

/** Undefined while developing: the chunks exist in a build only. */
export function stringsChunkHref(lang: UiLanguage): string | undefined {
  return stringsChunks[lang];
}
