// The one byte range a GET asks for (`Range: bytes=0-1023`), read against the file's size, so that
// videos can be played from any point and downloads resumed. Several ranges, a malformed header or
// an If-Range naming another version get the whole file, as HTTP allows.
import type { FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/** Bytes `start` to `end` of a file, both included, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

const RANGE_SYNTAX = /^bytes=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/;

/** The range to send; null for the whole file; 'unsatisfiable' when it lies past the end (416). */
export function requestedRange(
  request: FastifyRequest,
  size: number,
  etag: string,
): ByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (header === undefined) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return null;
  // range-parser calls a malformed header unsatisfiable; HTTP says to ignore it.
  if (!RANGE_SYNTAX.test(header)) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return { start: range!.start, end: range!.end };
}
