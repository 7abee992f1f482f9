// A refusal or failure the person running a backup or restore can act on: the command line
// prints its message alone, without a stack trace.
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}
