// The browser's UI strings are one chunk per language (vite.config.ts), loaded by entry.client
// before hydration. Their file names carry a content hash known only once the client bundle is
// written, so this plugin hands them to the server build, which is built after it (React Router
// builds the client first): `virtual:strings-chunks` gives the server each language's chunk
// address, and the root loader names the page's one in a module preload, fetched beside the other
// modules rather than after them.
import type { Plugin } from 'vite';

export const STRINGS_CHUNKS_MODULE = 'virtual:strings-chunks';
const RESOLVED_ID = `\0${STRINGS_CHUNKS_MODULE}`;

/** Chunk names of the strings groups in vite.config.ts, by language. */
export const STRINGS_CHUNK_NAMES = { zh: 'strings-zh', en: 'strings-en' } as const;

const LANGS = Object.keys(STRINGS_CHUNK_NAMES) as (keyof typeof STRINGS_CHUNK_NAMES)[];

export function stringsChunks(): Plugin {
  const files: Partial<Record<keyof typeof STRINGS_CHUNK_NAMES, string>> = {};
  let base = '/';
  return {
    name: 'refit:strings-chunks',
    // One plugin instance sees the client build and then the server build.
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === STRINGS_CHUNKS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.name === 'client') {
        throw new Error(`${STRINGS_CHUNKS_MODULE} is for the server build only`);
      }
      // While developing there are no chunks: nothing to preload.
      return `export const stringsChunks = ${JSON.stringify(files)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const lang of LANGS) {
        const chunk = chunks.find((output) => output.name === STRINGS_CHUNK_NAMES[lang]);
        if (!chunk) this.error(`no "${STRINGS_CHUNK_NAMES[lang]}" chunk in the client bundle`);
        files[lang] = `${base}${chunk.fileName}`;
      }
    },
  };
}
