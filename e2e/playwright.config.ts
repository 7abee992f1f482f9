// Browser tests against the real production server: built web app, content API and seed data.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './chromium-launch.ts';

// E2E_PORT lets several runs share a machine; WEB_BUILD_DIR (passed on to the server) picks the build.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh database per run: the server seeds it on start-up. Workers load this file again and
// inherit the environment, so the folder is made once, by the first process.
const dataRoot = path.join(import.meta.dirname, '.data', `port-${PORT}`);
if (!process.env.E2E_DATA_DIR) {
  // Databases of earlier runs are of no further use.
  fs.rmSync(dataRoot, { recursive: true, force: true });
  fs.mkdirSync(dataRoot, { recursive: true });
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(dataRoot, 'run-'));
}
const dataDir = process.env.E2E_DATA_DIR;
// Backups the admin's tests ask for, beside the run's data folder (never inside it) and gone with it.
const backupDir = `${dataDir}-backups`;

// The phone project runs what a 390-pixel touch screen changes: each page's layout and health, the
// header, drawer and brand panel, and the tests tagged '@phone' (touch, swipes, the device in a visit,
// a page's first view). Everything else (HTTP answers, raw HTML, forms' rules, the administration)
// behaves the same at any width and runs once, on desktop; tests of a phone-only feature set the
// phone's width themselves there.
const PHONE_TESTS = [/@phone/, /page-health\.spec/, /shell-header\.spec/, /shell-sidebar\.spec/];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Three on two cores: a test waits on its pages' network and timers as well as on the CPU, and a
  // third worker fills those gaps (0.87 of the time of two). Every test waits for states, never for
  // times, so the suite also passed whole with three workers on a machine loaded about tenfold.
  workers: 3,
  retries: 0,
  reporter: 'list',
  // A slow machine gets more time to reach a state; no test waits for a fixed time. Tests that
  // walk through several pages (the admin's boundary and accessibility checks) take over 30 s
  // when the two cores are busy, so a test may run a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions,
    // Recording a trace of every test doubles the CPU a run takes on two cores, and that load is
    // what made timing-sensitive checks fail; `npx playwright test --trace on` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grep: PHONE_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: baseURL,
    reuseExistingServer: false,
    // A machine's first start renders the demo's photographs (minutes; later starts copy them).
    timeout: 900_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT ?? '50',
      // The captcha's proof of work, lighter: a busy test machine is far slower than a phone.
      CAPTCHA_DIFFICULTY: '100',
      // Every test browses from the same address, far faster than any visitor.
      TRACE_RATE_LIMIT: '1000000',
      // The first owner, made on start-up; the admin tests make the other accounts through the API.
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Velvet-Gearbox-Harbour-42',
      ADMIN_SIGN_IN_RATE_LIMIT: '1000',
      // Partner 8's logo is missing, for the tests of the .jpeg -> .jpg -> default fallback.
      SEED_BROKEN_PARTNER_ICON: '1',
    },
  },
});
