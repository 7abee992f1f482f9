// Writes brotli and gzip copies of the client build's text assets, so the server sends them
// compressed without compressing on every request (@fastify/static's preCompressed option).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildDirectory, buildEnv } from '../build-config.ts';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;
const MIN_BYTES = 1024;

const buildDir = buildDirectory(buildEnv);
const clientDir = path.join(buildDir, 'client');

let count = 0;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${clientDir}`);
