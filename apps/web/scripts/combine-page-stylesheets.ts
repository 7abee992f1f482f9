// Writes, for each list of stylesheets a public page can have, one file that holds them all, and
// the record the server reads to name it (decision 0040). Runs after the app build and before the
// compression script, which then compresses these files too.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirectory, buildEnv } from '../build-config.ts';
import {
  PAGE_STYLESHEETS_FILE,
  combinePageStylesheets,
  pageStylesheetLists,
} from '../app/lib/public-page/page-stylesheets.server.ts';
import type { ManifestRoute } from '../app/lib/public-page/page-stylesheets.server.ts';

const buildDir = buildDirectory(buildEnv);
const serverDir = path.join(buildDir, 'server');
const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as {
  assets: { routes: Record<string, ManifestRoute> };
};
const combined = combinePageStylesheets(
  path.join(buildDir, 'client'),
  pageStylesheetLists(build.assets.routes),
);
fs.writeFileSync(path.join(serverDir, PAGE_STYLESHEETS_FILE), `${JSON.stringify(combined, null, 2)}\n`);
console.log(`combined the stylesheets of ${Object.keys(combined).length} page kinds`);
