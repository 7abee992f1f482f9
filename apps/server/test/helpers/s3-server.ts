// A real S3-compatible server (s3rver) on loopback for the media storage tests, in a child process
// (see s3-server-process.ts), on a temp folder of its own. It can be stopped and started again on
// the same port and folder, to watch the site through a storage outage.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const script = path.resolve(import.meta.dirname, 's3-server-process.ts');
/** s3rver accepts any signature made with this pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  buckets: string[];
  /** The server configuration that stores the media in `bucket` of this server. */
  env(bucket: string, prefix?: string): Record<string, string>;
  /** The S3Options of the same. */
  options(
    bucket: string,
    prefix?: string,
  ): {
    bucket: string;
    endpoint: string;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
    forcePathStyle: boolean;
    prefix: string;
  };
  /** Stops the server (an outage); start() brings it back with what it stored. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

async function launch(directory: string, buckets: string[], port: number) {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script], {
    env: { ...process.env, S3_DIRECTORY: directory, S3_BUCKETS: buckets.join(','), S3_PORT: String(port) },
    // Its stdin is held open by this process: when the tests end, however they end, it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) =>
      reject(new Error(`s3rver exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
  return { child, port: await ready };
}

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startS3Server(buckets: string[] = ['media']): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-s3-'));
  const first = await launch(directory, buckets, 0);
  const { port } = first;
  let { child } = first;
  const endpoint = `http://127.0.0.1:${port}`;
  const options = (bucket: string, prefix = '') => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
    prefix: prefix === '' ? '' : `${prefix}/`,
  });
  return {
    endpoint,
    buckets,
    options,
    env: (bucket, prefix = '') => ({
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: '1',
      MEDIA_S3_PREFIX: prefix,
    }),
    stop: () => ended(child),
    async start() {
      ({ child } = await launch(directory, buckets, port));
    },
    async close() {
      await ended(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
