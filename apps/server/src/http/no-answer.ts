// Why a request this server sent to another service (Baidu, WeChat) got no answer, in a few words
// for the log and the admin: a timeout, or the network error with what caused it.

const MAX_REASON_CHARS = 200;

export function whyNoAnswer(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_REASON_CHARS);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, MAX_REASON_CHARS);
}
