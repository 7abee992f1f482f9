// Which built stylesheets a public page carries in its HTML (decision 0040).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltStylesheets } from './inline-stylesheets.server.ts';

let clientDir: string;

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(clientDir, 'assets', name), text);
  write('root-1.css', '.a{color:red}');
  write('icons-2.css', '.i{background:url(/assets/i.svg)}.j{background:url("data:image/png;base64,AA")}');
  write('font-3.css', "@font-face{src:url('./font.woff2')}");
  write('closing-4.css', '.c::after{content:"</style><script>"}');
});

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('readBuiltStylesheets', () => {
  it('gives the text of a built stylesheet, with absolute and data addresses in it', () => {
    const textOf = readBuiltStylesheets(clientDir);
    expect(textOf('/assets/root-1.css')).toBe('.a{color:red}');
    expect(textOf('/assets/icons-2.css')).toContain('url(/assets/i.svg)');
  });

  it('reads each file once', () => {
    const textOf = readBuiltStylesheets(clientDir);
    expect(textOf('/assets/root-1.css')).toBe('.a{color:red}');
    fs.writeFileSync(path.join(clientDir, 'assets', 'root-1.css'), '.changed{}');
    expect(textOf('/assets/root-1.css')).toBe('.a{color:red}');
    fs.writeFileSync(path.join(clientDir, 'assets', 'root-1.css'), '.a{color:red}');
  });

  it('leaves as links a missing file, relative addresses, and a text that could end the element', () => {
    const textOf = readBuiltStylesheets(clientDir);
    expect(textOf('/assets/missing-9.css')).toBeNull();
    expect(textOf('/assets/font-3.css')).toBeNull();
    expect(textOf('/assets/closing-4.css')).toBeNull();
  });
});
