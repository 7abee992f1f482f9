// The built web app, for tests of pages (`npm test` builds it before the unit and API tests).
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../../web/build');

/** The build folder; fails with what to do when the web app has not been built. */
export function requireWebBuild(): string {
  if (!fs.existsSync(path.join(WEB_BUILD_DIR, 'server/index.js'))) {
    throw new Error(`no web app build in ${WEB_BUILD_DIR}: run "npm run build" first`);
  }
  return WEB_BUILD_DIR;
}

/** A test app that serves the built web app's pages, as production does, with `env` on top. */
export async function createWebTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(
    { NODE_ENV: 'production', WEB_BUILD_DIR: requireWebBuild(), ...env },
    { withWebApp: true },
  );
}
