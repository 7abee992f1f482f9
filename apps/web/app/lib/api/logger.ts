// Where the web app's code reports what went wrong. On the server it is the request's logger of
// the Fastify server (passed in through the load context), so the messages land in the server's
// log with the request they belong to; in the browser it is the console (SPEC section 8: failures
// are logged to the console). The shape is the part of pino's that the app uses.
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The browser's logger: the message first, as SPEC section 8 words it, then the details. */
export const consoleLogger: Logger = {
  info: (details, message) => console.info(message, details),
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
