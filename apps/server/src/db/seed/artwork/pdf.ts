// Minimal single-page PDF 1.4 (A4, Helvetica) for the product manuals: enough
// for any viewer, with exact xref byte offsets computed while writing.

/** PDF text strings escape backslash and parentheses; non-ASCII becomes '?'. */
function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

/** Breaks long lines so they stay within the page width at 11 pt. */
function wrap(line: string, max = 90): string[] {
  if (line.length <= max) return [line];
  const out: string[] = [];
  let cur = '';
  for (const word of line.split(' ')) {
    if ((cur + ' ' + word).trim().length > max && cur) {
      out.push(cur);
      cur = word;
    } else cur = (cur + ' ' + word).trim();
  }
  if (cur) out.push(cur);
  return out;
}

export function buildPdf(title: string, lines: string[]): Buffer {
  const body = lines.flatMap((l) => wrap(l)).slice(0, 60);
  let stream = 'BT\n/F2 20 Tf\n56 780 Td\n' + `${pdfString(title)} Tj\n` + '/F1 11 Tf\n0 -30 Td\n14 TL\n';
  for (const l of body) stream += `${pdfString(l)} Tj T*\n`;
  stream += 'ET\n';
  // Thin gold rule under the title, drawn after the text block.
  stream += '0.78 0.64 0.42 RG 1 w 56 770 m 539 770 l S\n';

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
  ];

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CRLF-equivalent.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
