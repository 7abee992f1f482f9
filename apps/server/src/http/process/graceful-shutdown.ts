// Stops the server without cutting anyone off: on SIGTERM / SIGINT it stops accepting connections,
// lets the requests in flight finish (pages included: their API calls run in-process through
// inject(), which Fastify refuses once it is closing, so Fastify is closed only afterwards), then
// closes the app and the database. Past `graceMs` in all, the process exits anyway.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The longest a shutdown may take before the process exits regardless (ms). */
  graceMs: number;
  /** Called with the exit code once done (process.exit in production). */
  exit: (code: number) => void;
}

export function installGracefulShutdown(app: FastifyInstance, { graceMs, exit }: ShutdownOptions): void {
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | undefined;
  app.server.on('request', (_request, response) => {
    inFlight++;
    // Clients keeping their connection alive are told to go elsewhere for their next request.
    if (closing && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  });

  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, inFlight }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.warn({ inFlight }, 'shutdown took too long; exiting');
      exit(1);
    }, graceMs);
    forceExit.unref();
    try {
      // No new connections; idle kept-alive ones are closed now, busy ones after their answer.
      app.server.close();
      app.server.closeIdleConnections();
      // A request still running a second before the deadline (a client trickling its body, say)
      // does not keep the database from being closed properly.
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => (drained = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, graceMs - 1_000)).unref()),
        ]);
      }
      await app.close();
      clearTimeout(forceExit);
      app.log.info('shut down');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal));
}
