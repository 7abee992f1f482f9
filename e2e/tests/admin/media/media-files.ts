// Files for the media library's browser tests, made without an image library: each call draws
// new noise, so no two files are alike (the library refuses a file it already holds).
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A small photo-like PNG (noise over a gradient), made without an image library. */
export function photoPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  const noise = randomBytes(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const grain = (noise[y * width + x]! % 40) - 20;
      row[1 + x * 3] = Math.max(0, Math.min(255, 40 + (180 * x) / width + grain));
      row[2 + x * 3] = Math.max(0, Math.min(255, 20 + (60 * y) / height + grain));
      row[3 + x * 3] = Math.max(0, Math.min(255, 30 + grain));
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
