import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { callSpecsModule } from './call-specs-module.ts';

// Unit tests of the web app. Deliberately without the React Router Vite plugin: it only belongs
// to the app build and would try to compile the route tree for every test file.

/**
 * Test files at once, for every project of the workspace (Vitest wants one number across them): at
 * least two, even on two cores, since the API files spend much of their time waiting on the database
 * and on timers; two workers finish the server suite in about 60 % of the time one takes (Vitest's
 * default is one fewer than the cores).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

/** The build's plugins the app's modules need in tests too (`virtual:call-specs`). */
export const webTestPlugins = [callSpecsModule()];

/** What every web test runs with. */
export const webTestBase = {
  root: import.meta.dirname,
  maxWorkers: TEST_WORKERS,
  environment: 'happy-dom',
  restoreMocks: true,
  unstubGlobals: true,
  // Components render in either language in tests, as on the server.
  setupFiles: ['./app/lib/i18n/messages-both.server.ts'],
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Test files that replace a module with vi.mock. The other files share their workers' module
 * caches (no environment and module graph set up per file: about ten times faster), where a
 * replaced module would leak into the files after them; these run isolated, as the project
 * `web-isolated` of the root vitest.config.ts.
 */
export const MODULE_MOCKING_TESTS = [
  'app/components/media/showcase/image-preview.test.tsx',
  'app/components/media/showcase/image-showcase.test.tsx',
  'app/features/booking/booking-form.test.tsx',
];

export default defineConfig({
  plugins: webTestPlugins,
  test: {
    ...webTestBase,
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    exclude: MODULE_MOCKING_TESTS,
    isolate: false,
  },
});
