// After an import, every call the source answered is asked again of our own server, in process
// (the path server rendering uses, app.ts's inProcessTransport), and compared with the source's
// answer with its file addresses mapped to ours: "0 differences" means a visitor sees the same site.
import { API_PREFIX } from '@refit/contract';
import type { ApiTransport } from '@refit/contract';
import { mapFileAddresses } from '../files/file-addresses.ts';
import type { MapAddress } from '../files/file-addresses.ts';
import type { SourceAnswer } from '../source/source-snapshot.ts';
import type { PhaseProgress } from '../progress.ts';

export async function verifyAnswers(
  transport: ApiTransport,
  answers: readonly SourceAnswer[],
  mapAddress: MapAddress,
  progress: PhaseProgress,
): Promise<{ calls: number; differences: string[] }> {
  const differences: string[] = [];
  const asked = answers.filter((answer) => answer.result !== undefined);
  let done = 0;
  for (const answer of asked) {
    const call = `${answer.name} ${JSON.stringify(answer.query)}`;
    const response = await transport({
      method: 'GET',
      path: `${API_PREFIX}/${answer.name}`,
      query: answer.query,
    });
    const body = response.body as { success?: boolean; result?: unknown } | null;
    const expected = mapFileAddresses(answer.result, mapAddress);
    if (response.status !== 200 || body?.success !== true)
      differences.push(`${call}: our server answered ${response.status}`);
    else {
      const difference = firstDifference(expected, body.result, '');
      if (difference !== null) differences.push(`${call}: ${difference}`);
    }
    done += 1;
    progress.update(done, asked.length);
  }
  progress.end(`${differences.length} differences`);
  return { calls: asked.length, differences };
}

/** Where two JSON values first differ, in words; null when they are equal. */
export function firstDifference(source: unknown, ours: unknown, path: string): string | null {
  const at = path === '' ? 'the answer' : path;
  if (Array.isArray(source) && Array.isArray(ours)) {
    for (let i = 0; i < Math.min(source.length, ours.length); i += 1) {
      const found = firstDifference(source[i], ours[i], `${path}[${i}]`);
      if (found) return found;
    }
    return source.length === ours.length
      ? null
      : `${at} has ${ours.length} entries here, ${source.length} at the source`;
  }
  if (isObject(source) && isObject(ours)) {
    for (const key of new Set([...Object.keys(source), ...Object.keys(ours)])) {
      if (!(key in ours)) return `${path}.${key} is missing here`;
      if (!(key in source)) continue; // A field of our own the source does not send.
      const found = firstDifference(source[key], ours[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return Object.is(source, ours) ? null : `${at} is ${short(ours)} here, ${short(source)} at the source`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};
