import { describe, expect, it } from 'vitest';
import { cleanSvg } from './clean-svg.ts';

const clean = (body: string) =>
  cleanSvg(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">${body}</svg>`),
  ).toString('utf8');

describe('CSS in an uploaded SVG', () => {
  it.each([
    ['a two-digit escape in a style attribute', '<rect style="fill:u\\72l(https://evil.example/a)"/>'],
    ['a six-digit escape', '<rect style="fill:u\\000072l(https://evil.example/b)"/>'],
    ['an escape followed by a space', '<rect style="fill:\\75 rl(https://evil.example/c)"/>'],
    ['an escaped letter that is not hex', '<rect style="fill:u\\rl(https://evil.example/d)"/>'],
    ['every letter of url escaped', '<rect style="fill:\\u\\r\\l(https://evil.example/e)"/>'],
    ['an escape in a fill attribute', '<rect fill="\\75rl(https://evil.example/f)"/>'],
    ['an escape in a filter attribute', '<rect filter="u\\52L(https://evil.example/g#x)"/>'],
    ['an escape written as a character reference', '<rect style="fill:u&#92;72l(https://evil.example/h)"/>'],
    ['an escaped @import', '<rect style="@\\69mport \'https://evil.example/i.css\'"/>'],
    ['an escaped @import in hex', '<rect style="@\\000069mport url(https://evil.example/j.css)"/>'],
    ['a quoted address holding a parenthesis', '<rect fill="url(&quot;https://evil.example/k)&quot;)"/>'],
    ['a character reference spelling url', '<rect fill="&#x75;rl(https://evil.example/l)"/>'],
    [
      'image-set with a quoted address',
      '<rect style="fill:image-set(&quot;https://evil.example/m&quot; 1x)"/>',
    ],
    ['expression()', '<rect style="width:expression(alert(1))"/>'],
    [
      'a <style> element with an escape',
      '<style>rect { fill: \\75rl(https://evil.example/n) }</style><rect/>',
    ],
    [
      'a <style> element with an escaped @import',
      '<style><![CDATA[@\\69mport url(https://evil.example/o.css);]]></style><rect/>',
    ],
  ])('drops %s', (_what, body) => {
    const cleaned = clean(`${body}<circle cx="10" cy="10" r="5" fill="#c00"/>`);
    expect(cleaned).not.toMatch(/evil\.example|\\|expression|@import|<style/i);
    // The rest of the drawing stays.
    expect(cleaned).toContain('<circle cx="10" cy="10" r="5" fill="#c00">');
  });

  it('keeps values that stay inside the file', () => {
    const cleaned = clean(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/></linearGradient></defs>' +
        '<rect fill="url(#g)" style="fill: url( \'#g\' ); stroke: #000; stroke-width: 2"/>',
    );
    expect(cleaned).toContain('fill="url(#g)"');
    expect(cleaned).toContain(`style="fill:url( '#g' );stroke:#000;stroke-width:2"`);
  });
});
