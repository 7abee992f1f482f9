// One S3-compatible server (s3rver) for the media storage tests, run as a process of its own:
// s3rver signs its list continuation tokens with DES, which Node's OpenSSL 3 offers only with
// --openssl-legacy-provider, a flag for this process alone and never for the server under test.
// Tells its port on stdout as one JSON line, serves until SIGTERM or until stdin closes.
import { createRequire } from 'node:module';

interface S3rverOptions {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: S3rverOptions) => S3rverInstance;

const server = new S3rver({
  port: Number(process.env.S3_PORT ?? 0),
  address: '127.0.0.1',
  silent: true,
  directory: process.env.S3_DIRECTORY!,
  configureBuckets: (process.env.S3_BUCKETS ?? '').split(',').map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
// The test process that started this one is gone (its end of stdin closed): stop too.
process.stdin.once('close', stop).resume();
