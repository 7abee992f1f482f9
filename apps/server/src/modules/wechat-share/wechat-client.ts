// WeChat's server API for the JS-SDK: the access token (POST /cgi-bin/stable_token, JSON
// { grant_type, appid, secret, force_refresh }) and the jsapi ticket (GET
// /cgi-bin/ticket/getticket?access_token=…&type=jsapi). stable_token rather than /cgi-bin/token:
// several processes asking for it get the same token and do not void each other's. WeChat answers
// 200 with JSON either way, { errcode, errmsg } on a refusal; each answer is sorted into what the
// caller does next.
import { whyNoAnswer } from '../../http/no-answer.ts';

/** WeChat's codes for an access token that is no longer good (invalid, not one, expired). */
const TOKEN_INVALID_CODES = new Set([40001, 40014, 42001]);
/** "System busy": a moment's trouble on WeChat's side, not a refusal. */
const SYSTEM_BUSY = -1;
/** Answers are a few hundred bytes; anything longer is not WeChat's. */
const MAX_ANSWER_BYTES = 16 * 1024;
/** What WeChat documents as the lifetime of both, when an answer leaves it out. */
const DEFAULT_EXPIRES_IN_SECONDS = 7200;

export type WechatOutcome<T> =
  | { kind: 'ok'; value: T }
  /** The ticket call refused the access token: a fresh one may do. */
  | { kind: 'token-invalid'; message: string }
  /** WeChat refused (a wrong secret, this server's IP not whitelisted, a quota spent, ...). */
  | { kind: 'refused'; errcode: number; message: string }
  /** No usable answer (network error, timeout, 5xx, not JSON, too long, busy). */
  | { kind: 'unavailable'; message: string };

export interface WechatApi {
  /** Where the API lives (https://api.weixin.qq.com, or a stand-in). */
  origin: string;
  timeoutMs: number;
}

export interface AccessToken {
  accessToken: string;
  expiresInSeconds: number;
}

export interface JsapiTicket {
  ticket: string;
  expiresInSeconds: number;
}

type Json = Record<string, unknown>;

export async function fetchStableToken(
  api: WechatApi,
  { appId, secret, forceRefresh }: { appId: string; secret: string; forceRefresh: boolean },
): Promise<WechatOutcome<AccessToken>> {
  const answer = await callWechat(
    new URL('/cgi-bin/stable_token', api.origin),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credential',
        appid: appId,
        secret,
        force_refresh: forceRefresh,
      }),
    },
    api.timeoutMs,
  );
  if (answer.kind !== 'ok') return hidden(answer, secret);
  const refusal = refusalOf(answer.value, false);
  if (refusal) return hidden(refusal, secret);
  const { access_token: accessToken } = answer.value;
  if (typeof accessToken !== 'string' || accessToken === '')
    return { kind: 'unavailable', message: 'answered without an access token' };
  return { kind: 'ok', value: { accessToken, expiresInSeconds: expiresIn(answer.value) } };
}

export async function fetchJsapiTicket(
  api: WechatApi,
  accessToken: string,
): Promise<WechatOutcome<JsapiTicket>> {
  const address = new URL('/cgi-bin/ticket/getticket', api.origin);
  address.searchParams.set('access_token', accessToken);
  address.searchParams.set('type', 'jsapi');
  const answer = await callWechat(address, { method: 'GET' }, api.timeoutMs);
  if (answer.kind !== 'ok') return hidden(answer, accessToken);
  const refusal = refusalOf(answer.value, true);
  if (refusal) return hidden(refusal, accessToken);
  const { ticket } = answer.value;
  if (typeof ticket !== 'string' || ticket === '')
    return { kind: 'unavailable', message: 'answered without a ticket' };
  return { kind: 'ok', value: { ticket, expiresInSeconds: expiresIn(answer.value) } };
}

/** One call, its answer read as a JSON object; anything else is WeChat being unavailable. */
async function callWechat(
  address: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ kind: 'ok'; value: Json } | { kind: 'unavailable'; message: string }> {
  let status: number;
  let text: string | undefined;
  try {
    const response = await fetch(address, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await readCapped(response, MAX_ANSWER_BYTES);
  } catch (error) {
    return { kind: 'unavailable', message: `no answer: ${whyNoAnswer(error)}` };
  }
  if (text === undefined)
    return { kind: 'unavailable', message: `answered ${status} with more than ${MAX_ANSWER_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Sorted below.
  }
  if (status !== 200 || !value || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'unavailable', message: `answered ${status}${value ? '' : ', not JSON'}` };
  return { kind: 'ok', value: value as Json };
}

/** The answer's body, or undefined once it runs past `maxBytes` (the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An answer's `errcode` other than 0, sorted. */
function refusalOf(answer: Json, ticketCall: boolean): WechatOutcome<never> | undefined {
  const { errcode } = answer;
  if (errcode === undefined || errcode === 0) return undefined;
  const code = typeof errcode === 'number' ? errcode : Number(errcode);
  const message = `errcode ${String(errcode)}: ${typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, 200) : 'no message'}`;
  if (code === SYSTEM_BUSY) return { kind: 'unavailable', message };
  if (ticketCall && TOKEN_INVALID_CODES.has(code)) return { kind: 'token-invalid', message };
  return { kind: 'refused', errcode: Number.isFinite(code) ? code : 0, message };
}

function expiresIn(answer: Json): number {
  const seconds = answer.expires_in;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : DEFAULT_EXPIRES_IN_SECONDS;
}

/** The outcome with `secret` taken out of its message, should WeChat or the network ever echo it. */
function hidden<T extends WechatOutcome<unknown>>(outcome: T, secret: string): T {
  if (outcome.kind === 'ok' || secret === '') return outcome;
  return { ...outcome, message: outcome.message.replaceAll(secret, '[hidden]') };
}
