import { describe, expect, it } from 'vitest';
import { csvDocument, csvText } from './csv.ts';

/** One cell as it stands in the line under a one-column header. */
const cell = (value: string | number | null) => csvDocument(['h'], [[value]]).slice('\uFEFFh\r\n'.length, -2);

describe('CSV cells', () => {
  it('quotes commas, quotes, line breaks and edge spaces as RFC 4180 says', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('line\nbreak')).toBe('"line\nbreak"');
    expect(cell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(cell(' padded ')).toBe('" padded "');
    expect(cell(null)).toBe('');
    expect(cell(42)).toBe('42');
    expect(cell('宽体套件')).toBe('宽体套件');
  });

  it('turns would-be formulas into text', () => {
    expect(cell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvText('+86 138 0000 0000')).toBe("'+86 138 0000 0000");
    expect(csvText('-1+2')).toBe("'-1+2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('\t=1')).toBe("'\t=1");
    expect(csvText('a=b')).toBe('a=b');
  });
});

describe('csvDocument', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    expect(csvDocument(['姓名', 'Note'], [['张伟', 'a,b']])).toBe('\uFEFF姓名,Note\r\n张伟,"a,b"\r\n');
  });
});
