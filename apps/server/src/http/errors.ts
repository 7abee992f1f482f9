// Errors a route may throw on purpose; the error plugin turns them into the envelope.
export class HttpError extends Error {
  readonly statusCode: number;
  /** What the envelope's result holds where a form reads it (the admin's issues beside fields). */
  readonly result: unknown;

  constructor(statusCode: number, message: string, result: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.result = result;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
