import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildEnv, bundledSettings } from './build-config.ts';
import { callSpecsModule } from './call-specs-module.ts';
import { STRINGS_CHUNK_NAMES, stringsChunks } from './strings-chunks.ts';

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter(), stringsChunks(), callSpecsModule()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router load on every page and change together: one
                // chunk rather than the five requests automatic splitting made of them.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // Libraries a page fetches only once the visitor uses what needs them (the booking
                // form's captcha and toasts): named, so that the browser tests can see when they load.
                { name: 'captcha-widget', test: /[\\/]node_modules[\\/]altcha[\\/]/ },
                { name: 'toast-library', test: /[\\/]node_modules[\\/]sonner[\\/]/ },
                // The UI strings of each language: a page loads its own language's chunk only
                // (lib/i18n/load-messages.ts), preloaded by name (strings-chunks.ts); the stable
                // names let the budget test find them.
                { name: STRINGS_CHUNK_NAMES.zh, test: /[\\/]app[\\/]locales[\\/]zh[\\/]/ },
                { name: STRINGS_CHUNK_NAMES.en, test: /[\\/]app[\\/]locales[\\/]en[\\/]/ },
                // Public modules most pages use (API client, small components): one chunk
                // rather than a dozen of a few hundred bytes each. The administration keeps its own.
                // The share button is on four kinds of page only, not on every one: its own chunk.
                {
                  name: 'shared',
                  test: /[\\/]app[\\/](?!admin[\\/]|components[\\/]share[\\/])/,
                  minShareCount: 4,
                },
              ],
            },
          },
        },
      },
    },
  },
  // Build-time settings read by app/lib/config.ts, checked in build-config.ts. They are baked into
  // the server and the browser bundle alike, so both render the same image URLs and titles (no
  // hydration mismatch). Each is defined by name: no prefix lets other variables through.
  define: Object.fromEntries(
    Object.entries(bundledSettings(buildEnv)).map(([name, value]) => [
      `import.meta.env.${name}`,
      JSON.stringify(value),
    ]),
  ),
  css: {
    // lightningcss runs the stylesheets: named breakpoints (app/styles/media.css, drafts.customMedia)
    // and CSS Modules with `composes`.
    transformer: 'lightningcss',
    lightningcss: {
      drafts: { customMedia: true },
      // Readable class names while developing, short ones in the shipped CSS.
      cssModules: { pattern: mode === 'production' ? '[hash]_[local]' : '[name]_[local]_[hash]' },
    },
  },
}));
