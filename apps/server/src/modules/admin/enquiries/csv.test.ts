import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('宽体套件')).toBe('宽体套件');
  });

  it('turns would-be formulas into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+86 138 0000 0000')).toBe("'+86 138 0000 0000");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvDocument', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    expect(csvDocument(['姓名', 'Note'], [['张伟', 'a,b']])).toBe('\uFEFF姓名,Note\r\n张伟,"a,b"\r\n');
  });
});
