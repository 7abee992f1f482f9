// A failure of the store itself (an S3 service down, refusing the credentials, timing out), as
// opposed to a key with nothing under it. Nothing a client sent caused it, and the same request
// may succeed a moment later: the routes answer it with 503 and Retry-After, and log the cause.
import { TemporarilyUnavailable } from '../../../http/temporarily-unavailable-error.ts';

export class MediaStorageUnavailable extends TemporarilyUnavailable {
  constructor(operation: string, key: string, cause: unknown) {
    super(
      `media storage ${operation} failed for ${key}`,
      {
        message: 'the media storage is unavailable, please try again in a moment',
        retryAfterSeconds: 5,
        cause: 'media-storage',
        // An outage the operators must see, with the store's own error as the cause.
        log: 'error',
      },
      { cause },
    );
    this.name = 'MediaStorageUnavailable';
  }
}
