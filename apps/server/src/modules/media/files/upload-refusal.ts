// A file the media library refuses, with the status and the message the uploader sees:
// 400 broken or hostile, 413 too large, 415 not a type the library takes.
export class UploadRefusal extends Error {
  readonly status: 400 | 413 | 415;

  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}
