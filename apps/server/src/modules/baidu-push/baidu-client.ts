// Baidu's link submission (普通收录): POST <endpoint>/urls?site=<site>&token=<token>, text/plain,
// one absolute address per line. Success answers {"success":N,"remain":M,"not_same_site":[...],
// "not_valid":[...]}; refusals {"error":<code>,"message":"..."} (401 token is not valid, 400
// over quota, site error, ...). Each answer is sorted into what the job does next.
import { whyNoAnswer } from '../../http/no-answer.ts';

export type SubmitOutcome =
  | {
      kind: 'accepted';
      success: number;
      remain: number | null;
      /** Addresses Baidu would not take, with why (not of the site, not valid). */
      refused: { url: string; reason: string }[];
    }
  /** The daily quota is spent: nothing was taken, try again tomorrow. */
  | { kind: 'quota'; message: string }
  /** Baidu refused the request itself (a bad token or site): tried again later, then given up. */
  | { kind: 'refused'; status: number; message: string }
  /** No usable answer (network error, timeout, 5xx, not JSON): tried again later. */
  | { kind: 'unavailable'; message: string };

export interface SubmitRequest {
  /** Where the API lives (http://data.zz.baidu.com, or a stand-in). */
  endpoint: string;
  site: string;
  token: string;
  urls: readonly string[];
  timeoutMs: number;
}

/** Baidu takes at most this many addresses per request. */
export const MAX_URLS_PER_REQUEST = 2000;
/** Answers are a few hundred bytes; anything longer is not Baidu's. */
const MAX_ANSWER_CHARS = 64 * 1024;

type Json = Record<string, unknown>;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export async function submitUrls(request: SubmitRequest): Promise<SubmitOutcome> {
  const address = new URL('urls', request.endpoint.endsWith('/') ? request.endpoint : `${request.endpoint}/`);
  address.searchParams.set('site', request.site);
  address.searchParams.set('token', request.token);
  let status: number;
  let text: string;
  try {
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: request.urls.join('\n'),
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    text = (await response.text()).slice(0, MAX_ANSWER_CHARS);
  } catch (error) {
    return { kind: 'unavailable', message: `no answer: ${whyNoAnswer(error)}` };
  }
  let answer: Json | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answer = parsed as Json;
  } catch {
    // Sorted below.
  }
  if (status >= 500 || !answer) {
    return { kind: 'unavailable', message: `answered ${status}${answer ? `: ${messageOf(answer)}` : ''}` };
  }
  if (status >= 400 || 'error' in answer) {
    const message = messageOf(answer);
    if (/quota/i.test(message)) return { kind: 'quota', message };
    return { kind: 'refused', status, message: `answered ${status}: ${message}` };
  }
  return {
    kind: 'accepted',
    success: typeof answer.success === 'number' ? answer.success : 0,
    remain: typeof answer.remain === 'number' ? answer.remain : null,
    refused: [
      ...strings(answer.not_same_site).map((url) => ({ url, reason: 'not of the site' })),
      ...strings(answer.not_valid).map((url) => ({ url, reason: 'not valid' })),
    ],
  };
}

function messageOf(answer: Json): string {
  return typeof answer.message === 'string' ? answer.message.slice(0, 200) : 'no message';
}
