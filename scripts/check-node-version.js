// Stops `npm start`, `npm test` and `npm run dev` with one line, instead of a stack trace from deep
// inside the build, when the Node that runs the project's scripts is older than package.json allows.
//
// npm puts node_modules/.bin first on PATH for every script, and on Linux x64 and arm64 `npm install`
// links the pinned Node 24 there as `node` (optional dependency node-linux-<arch>), so this passes
// whatever Node the machine has. It only fires where that Node is missing: before `npm install`, after
// an install without optional dependencies, or on a system that has no such package.
//
// Plain JavaScript with nothing newer than Node 12 understands: it must run on an old Node to say so.
import fs from 'fs';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8'));
const range = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node);
if (!range) throw new Error(`engines.node in package.json must read ">=X.Y.Z", not "${pkg.engines.node}"`);

const minimum = range.slice(1).map(Number);
const current = process.versions.node.split('.').map(Number);
const firstDifference = minimum.findIndex((part, i) => part !== current[i]);
const tooOld = firstDifference !== -1 && current[firstDifference] < minimum[firstDifference];

if (tooOld) {
  const major = fs.readFileSync(new URL('.nvmrc', root), 'utf8').trim();
  const pinned = `node-${process.platform}-${process.arch}`;
  const bringsNode = Boolean(pkg.optionalDependencies && pkg.optionalDependencies[pinned]);
  const hasNode = fs.existsSync(new URL(`node_modules/${pinned}/bin/node`, root));
  const fix = !bringsNode
    ? `install Node ${major} (for example \`nvm install\`, which reads .nvmrc)`
    : hasNode
      ? 'start it through npm (`npm start`, `npm test`), which runs node_modules/.bin/node'
      : `run \`npm install\` first, which brings Node ${major} into node_modules`;
  console.error(
    `This project needs Node ${major} (at least ${minimum.join('.')}), but this is Node ${process.versions.node}: ${fix}.`,
  );
  process.exit(1);
}
