// Starts the site: loads the configuration, builds the app, listens, and shuts down
// cleanly on SIGTERM / SIGINT so in-flight requests finish and the database closes properly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { installGracefulShutdown } from './http/graceful-shutdown.ts';

/** A load balancer or process manager waits about this long after SIGTERM before SIGKILL. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const app = await buildApp({ config });
  installGracefulShutdown(app, { graceMs: SHUTDOWN_GRACE_MS, exit: (code) => process.exit(code) });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
