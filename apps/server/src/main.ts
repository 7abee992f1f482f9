// Starts the site: loads the configuration, builds the app, listens, and shuts down
// cleanly on SIGTERM / SIGINT so in-flight requests finish and the database closes properly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { installGracefulShutdown } from './http/process/graceful-shutdown.ts';
import { wantsPrettyLogs } from './http/process/pretty-logs.ts';
import { startBanner } from './http/process/start-banner.ts';

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

  // Listens before the database is reached: a database that is down at start is waited for.
  const app = await buildApp({ config, waitForDatabase: false, demoPhotosLater: true });
  installGracefulShutdown(app, { graceMs: SHUTDOWN_GRACE_MS, exit: (code) => process.exit(code) });
  app.databaseStartup.ready.catch((error: unknown) => {
    // Stopped by a shutdown while the database was away: the graceful close decides the exit.
    if ((error as Error).message.startsWith('stopped before the database was reached')) return;
    // Not an outage (that is retried) but a database this version cannot use: a failed migration.
    app.log.fatal({ err: error }, 'the database could not be prepared');
    void app.close().finally(() => process.exit(1));
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (wantsPrettyLogs(config)) {
    void app.databaseStartup.ready.then(
      () =>
        process.stdout.write(
          startBanner({ config, setupUrl: app.startReport.setupUrl, readyInMs: performance.now() }),
        ),
      () => undefined,
    );
  }
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
