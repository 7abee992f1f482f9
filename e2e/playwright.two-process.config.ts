// Two processes of the built site on one PostgreSQL database, as behind a load balancer (DESIGN.md,
// "Several processes, one site"). Run inside a throwaway cluster, which sets DATABASE_URL:
//
//   bash scripts/with-postgres.sh npm run test:e2e:two-process
//
// `npm test` leaves it out: its tests live outside ./tests, which playwright.config.ts runs.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './chromium-launch.ts';
import { OWNER } from './tests/admin/admin-support.ts';
import { PROCESS_A, PROCESS_B } from './two-process/processes.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  throw new Error(
    'The two-process test needs DATABASE_URL to name a PostgreSQL database: run it through scripts/with-postgres.sh',
  );
}

// One data folder for both processes, as on one machine: the seeded pictures that the first
// process writes are served by both. Made once: workers load this file again.
if (!process.env.E2E_TWO_PROCESS_DATA_DIR) {
  const root = path.join(import.meta.dirname, '.data', `two-process-${new URL(PROCESS_A).port}`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  process.env.E2E_TWO_PROCESS_DATA_DIR = fs.mkdtempSync(path.join(root, 'run-'));
}

function serverProcess(origin: string) {
  return {
    command: 'node ../apps/server/src/main.ts',
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    // A machine's first start renders the demo's photographs (minutes; later starts copy them).
    timeout: 900_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: process.env.E2E_TWO_PROCESS_DATA_DIR!,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      // Only the notification can bring a write to the other process within the test's bound:
      // the poll that stands in for it when the listening connection is down comes once a minute.
      CONTENT_VERSION_POLL_MS: '60000',
    },
  };
}

export default defineConfig({
  testDir: './two-process',
  outputDir: './test-results/two-process',
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PROCESS_A,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  // Started one after the other (Playwright waits for each URL before the next): the first seeds
  // the empty database, the second finds it seeded.
  webServer: [serverProcess(PROCESS_A), serverProcess(PROCESS_B)],
});
