// Logs a person reads: when the server runs in a terminal (or LOG_FORMAT=pretty), pino-pretty
// prints each line as `12:03:04 INFO  message`, and each request is one line (method, address,
// status, time) instead of Fastify's two JSON lines. JSON lines stay the default for collectors.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Whether this process logs for a person. */
export function wantsPrettyLogs(
  config: Pick<Config, 'LOG_FORMAT'>,
  stdoutIsTerminal = process.stdout.isTTY,
): boolean {
  return config.LOG_FORMAT ? config.LOG_FORMAT === 'pretty' : stdoutIsTerminal === true;
}

/** pino's transport to pino-pretty (a worker thread, so writing never holds up a request). */
export const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  },
};

/**
 * Marks the calls a page makes to the API inside the process while it renders: a page is one
 * line, not a dozen. (Only the pretty request lines read it.)
 */
export const IN_PROCESS_HEADER = 'x-in-process-call';

/** One line per request, at its end; slow and failed ones stand out by their level. */
export function logRequestLines(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers[IN_PROCESS_HEADER] === '1' && reply.statusCode < 500) return;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (ms >= 1_000) request.log.warn(line);
    else request.log.info(line);
  });
}
