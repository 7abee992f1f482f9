import { defineConfig } from 'vitest/config';
import { MODULE_MOCKING_TESTS, TEST_WORKERS, webTestBase, webTestPlugins } from './apps/web/vitest.config.ts';

// Unit and API tests. The web project uses its own Vite config without the
// React Router plugin, which only belongs to the app build.
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/helpers/prepare-demo-photos.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
          // Each file builds its own app and database, and none mocks a module or changes the
          // environment, so workers are reused across files: about 2 s of start-up saved per file.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        plugins: webTestPlugins,
        test: { ...webTestBase, name: 'web-isolated', include: MODULE_MOCKING_TESTS, isolate: true },
      },
    ],
  },
});
