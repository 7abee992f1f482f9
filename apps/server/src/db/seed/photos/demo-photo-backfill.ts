// A first start on a machine without the demo's photographs in its cache does not wait for them:
// the seed writes what the cache holds and leaves a marker (DEMO_PHOTOS_PENDING); the server
// listens, and makes the rest afterwards in a child process at the lowest CPU priority
// (demo-photo-worker.ts), progress in the log. A picture asked for before its turn is made on the
// spot, once however many ask, so a page never shows a broken image. A restart resumes the work.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { demoPhotographs } from '../artwork/index.ts';
import { copyOriginal, PhotoCache, planPhotos } from './demo-photos.ts';
import type { PlannedPhoto } from './demo-photos.ts';
import { DEMO_PHOTOS_PENDING } from './photo-cache-dir.ts';

const WORKER = path.join(import.meta.dirname, 'demo-photo-worker.ts');
/** The lowest priority a process can have: it runs when nothing else wants the CPU. */
const LOWEST_PRIORITY = 19;

export interface DemoPhotoBackfill {
  /** Makes a static file now when it is a demo photograph still missing; else does nothing. */
  ensure(relativePath: string): Promise<void>;
  stop(): void;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Nothing to make: the data folder has every photograph (or is no demo). */
const NOTHING: DemoPhotoBackfill = { ensure: () => Promise.resolve(), stop: () => undefined };

export async function startDemoPhotoBackfill({
  staticDir,
  cacheDir,
  log,
  onDone,
}: {
  staticDir: string;
  cacheDir: string;
  log: FastifyBaseLogger;
  /** Called once every photograph is on disk (not when there was nothing to make). */
  onDone?: () => void;
}): Promise<DemoPhotoBackfill> {
  const marker = path.join(staticDir, DEMO_PHOTOS_PENDING);
  if (!(await exists(marker))) return NOTHING;

  const cache = new PhotoCache(cacheDir);
  const pending = new Map<string, PlannedPhoto>();
  for (const photo of planPhotos(demoPhotographs())) {
    if (!(await exists(path.join(staticDir, photo.relativePath)))) pending.set(photo.relativePath, photo);
  }
  const flights = new Map<string, Promise<void>>();
  const ensure = (relativePath: string): Promise<void> => {
    const photo = pending.get(relativePath);
    if (!photo) return Promise.resolve();
    let flight = flights.get(relativePath);
    if (!flight) {
      flight = (async () => {
        if (!(await exists(path.join(staticDir, relativePath)))) {
          await cache.original(photo.key, photo.svg);
          await copyOriginal(cache, photo, staticDir);
        }
        pending.delete(relativePath);
      })().finally(() => flights.delete(relativePath));
      flights.set(relativePath, flight);
    }
    return flight;
  };

  log.info(
    `Making the demo's photographs in the background (first start on this machine, a few minutes at low priority): ${pending.size} pictures still to come; pages show each as soon as it is asked for`,
  );
  let child: ChildProcess | undefined = fork(WORKER, [cacheDir, staticDir], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  try {
    if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
  } catch {
    // Not permitted here: it still runs, at normal priority.
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  child.on(
    'message',
    (message: { phase?: 'pictures' | 'sizes'; made?: number; toMake?: number; done?: boolean }) => {
      const { made = 0, toMake = 0 } = message;
      if (message.done) {
        pending.clear();
        void rm(marker, { force: true });
        log.info("The demo's photographs are all made, in every size and format");
        onDone?.();
      } else if (made === toMake || made % Math.max(1, Math.round(toMake / 10)) === 0) {
        log.info(
          message.phase === 'pictures'
            ? `Demo photographs in the background: ${made}/${toMake} pictures made`
            : `Demo photographs in the background: ${made}/${toMake} made in every size and format`,
        );
      }
    },
  );
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) {
      log.warn({ code, stderr }, "making the demo's photographs stopped; a restart resumes it");
    }
    child = undefined;
  });
  return {
    ensure,
    stop: () => {
      child?.kill();
      child = undefined;
    },
  };
}
