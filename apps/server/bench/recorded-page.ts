// A page as our server answered it, recorded so the baselines can answer the same bytes.

export type BenchCoding = 'br' | 'identity';

export interface RecordedPage {
  url: string;
  coding: BenchCoding;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

export function recordingKey(url: string, coding: BenchCoding): string {
  return `${coding} ${url}`;
}
