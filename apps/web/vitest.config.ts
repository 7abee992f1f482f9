import { defineConfig } from 'vitest/config';

// Unit tests of the web app. Deliberately without the React Router Vite plugin: it only belongs
// to the app build and would try to compile the route tree for every test file.
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    // Components render in either language in tests, as on the server.
    setupFiles: ['./app/lib/i18n/messages-both.server.ts'],
  },
});
