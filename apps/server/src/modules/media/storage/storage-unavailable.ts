// A failure of the store itself (an S3 service down, refusing the credentials, timing out), as
// opposed to a key with nothing under it. Nothing a client sent caused it, and the same request
// may succeed a moment later: the routes answer it with 503 and Retry-After, and log the cause.
export class MediaStorageUnavailable extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 5;

  constructor(operation: string, key: string, cause: unknown) {
    super(`media storage ${operation} failed for ${key}`, { cause });
    this.name = 'MediaStorageUnavailable';
  }
}
