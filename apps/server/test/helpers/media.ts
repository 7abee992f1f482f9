// Helpers for media library tests: a multipart body as a browser sends it, and files made on the
// spot (photos with sharp, hostile files by hand).
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';
import { SAME_ORIGIN } from './admin.ts';
import type { Answer } from './admin.ts';

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
  field?: string;
}

export function multipartBody(files: UploadFile[]): { body: Buffer; contentType: string } {
  const boundary = `----refit${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends files to the library. `duplicates: 'keep'` stores files whose bytes the library already
 * holds (tests that send the same made-up photo again for another reason).
 */
export async function upload(
  app: TestApp,
  cookie: string | undefined,
  files: UploadFile[],
  { duplicates }: { duplicates?: 'keep' | 'refuse' } = {},
): Promise<Answer> {
  const { body, contentType } = multipartBody(files);
  const response = await app.inject({
    method: 'POST',
    url: duplicates ? `/api/admin/media?duplicates=${duplicates}` : '/api/admin/media',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), 'content-type': contentType },
    payload: body,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json(), cookie: undefined };
}

/** A photo-like gradient, with an EXIF orientation and a GPS position when asked. */
export async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  exif?: { orientation: number },
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (exif) {
    image = image.withExif({ IFD0: { Make: 'Test Camera', Model: 'Secret Location 31.2N' } }).withMetadata({
      orientation: exif.orientation,
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A PNG whose header claims an enormous image over a few bytes of data: a decompression bomb. */
export function pixelBomb(width = 60_000, height = 60_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pdf(): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  const xref = body.length;
  return Buffer.from(
    `${body}xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    'latin1',
  );
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** The box structure of an MP4 (ftyp, moov, mdat); players need more, the check needs this. */
export function mp4(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', randomBytes(256)),
  ]);
}

export const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="10" height="10"><iframe src="https://evil.example/"></iframe></foreignObject>
  <image xlink:href="https://evil.example/track.png" width="10" height="10"/>
  <a href="javascript:alert(2)"><rect x="0" y="0" width="10" height="10"/></a>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#300"/></linearGradient></defs>
  <rect x="10" y="10" width="180" height="80" fill="url(#g)" onclick="alert(3)" style="fill: url(https://evil.example/p)"/>
  <rect x="0" y="0" width="5" height="5" style="fill:u\\72l(https://evil.example/escaped)" stroke="\\75rl(https://evil.example/s)"/>
  <circle cx="100" cy="50" r="20" fill="#fff"/>
</svg>`;
