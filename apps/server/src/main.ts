// Starts the site: loads the configuration, builds the app, listens, and shuts down
// cleanly on SIGTERM / SIGINT so in-flight requests and the database close properly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const app = await buildApp({ config });
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const forceExit = setTimeout(() => process.exit(1), 10_000);
      forceExit.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error);
  process.exit(1);
});
