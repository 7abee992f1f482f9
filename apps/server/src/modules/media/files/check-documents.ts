// PDF and MP4 files are stored as they are: they are checked for the structure a reader needs,
// so a truncated or disguised file is refused at upload instead of failing on the public site.
import { UploadRefusal } from './upload-refusal.ts';

/** A PDF starts with `%PDF-1.x` or `%PDF-2.x`, and ends with `startxref`, an offset and `%%EOF`. */
export function checkPdf(data: Buffer): void {
  const header = data.subarray(0, 8).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(header)) throw new UploadRefusal(400, 'The PDF header is damaged');
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  if (!/startxref\s+\d+\s+%%EOF\s*$/.test(tail)) {
    throw new UploadRefusal(400, 'The PDF is incomplete or damaged (no end-of-file trailer)');
  }
}

/**
 * An MP4 is a sequence of boxes (size, type) covering the file exactly, starting with `ftyp`,
 * with a `moov` (the index a player needs) and an `mdat` (the media).
 */
export function checkMp4(data: Buffer): void {
  const seen = new Set<string>();
  let offset = 0;
  while (offset < data.length) {
    if (offset + 8 > data.length) throw new UploadRefusal(400, 'The MP4 file is truncated');
    let size = data.readUInt32BE(offset);
    const type = data.subarray(offset + 4, offset + 8).toString('latin1');
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new UploadRefusal(400, 'The MP4 file is damaged');
    if (size === 1) {
      if (offset + 16 > data.length) throw new UploadRefusal(400, 'The MP4 file is truncated');
      size = Number(data.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < 8 || offset + size > data.length) throw new UploadRefusal(400, 'The MP4 file is truncated');
    if (offset === 0 && type !== 'ftyp') throw new UploadRefusal(400, 'The MP4 file is damaged');
    seen.add(type);
    offset += size;
  }
  if (!seen.has('moov') || !seen.has('mdat')) {
    throw new UploadRefusal(400, 'The MP4 file has no playable video (moov and mdat boxes missing)');
  }
}
