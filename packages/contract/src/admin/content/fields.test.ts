import { describe, expect, it } from 'vitest';
import { fileUrl, hasActiveScheme, imageList, linkUrl } from './fields.ts';
import { menuDocumentSchema } from './menus.ts';
import { partnerDocumentSchema } from './partners.ts';
import { richDocSchema } from './rich-doc.ts';
import { settingsDocumentSchema } from './settings.ts';

/** Control characters at the edges of the C0 and C1 ranges, DEL, and the blanks browsers drop. */
const CONTROLS = [0x00, 0x01, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0x9f].map(
  (code) => [code.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(code)] as const,
);

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path);

/** A rich text document of one linked word. */
const link = (href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
    },
  ],
});

describe('link and file addresses', () => {
  it('keep site paths, http(s), mailto: and tel:', () => {
    expect(fileUrl.parse('/media/12/a.jpg')).toBe('/media/12/a.jpg');
    expect(fileUrl.parse(' logo/logo.svg ')).toBe('logo/logo.svg');
    expect(fileUrl.parse('https://cdn.example.cn/a.jpg')).toBe('https://cdn.example.cn/a.jpg');
    expect(fileUrl.parse('')).toBe('');
    expect(linkUrl.parse('#contact')).toBe('#contact');
    expect(linkUrl.parse('mailto:sales@example.cn')).toBe('mailto:sales@example.cn');
    expect(linkUrl.parse('tel:+862100000000')).toBe('tel:+862100000000');
  });

  it.each(CONTROLS)('refuse the control character U+%s inside an address', (code, control) => {
    const blank = /\s/.test(control);
    for (const value of [
      `java${control}script:alert(1)`,
      `/media/12/a${control}.jpg`,
      `https://example.com/${control}x`,
      // At either end a blank (a pasted line break) is trimmed away; any other one is refused.
      ...(blank ? [] : [`${control}javascript:alert(1)`, `/media/12/a.jpg${control}`]),
    ]) {
      for (const schema of [fileUrl, linkUrl]) {
        const result = schema.safeParse(value);
        expect(result.success, `U+${code} in ${JSON.stringify(value)}`).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(/control characters/);
      }
    }
  });

  it('trims a pasted line break or tab at either end, and still refuses the scheme it hid', () => {
    expect(fileUrl.parse('\t/media/12/a.jpg\r\n')).toBe('/media/12/a.jpg');
    expect(linkUrl.parse('https://example.com/a\n')).toBe('https://example.com/a');
    for (const schema of [fileUrl, linkUrl]) {
      expect(schema.safeParse('\n\tjavascript:alert(1)').success).toBe(false);
    }
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u3000javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x',
    '\\\\evil.example/x',
  ])('refuse the address %j', (value) => {
    expect(fileUrl.safeParse(value).success).toBe(false);
    expect(linkUrl.safeParse(value).success).toBe(false);
  });

  it('judge the scheme as a browser reads it, whatever blanks or controls hide it', () => {
    for (const value of [
      'javascript:x',
      '\u0001javascript:x',
      ' \tjava\nscript:x',
      'vb\u0000script:x',
      'd\u007fata:text/html,x',
      '\u0085data:x',
    ]) {
      expect(hasActiveScheme(value), JSON.stringify(value)).toBe(true);
    }
    expect(hasActiveScheme('/javascript/notes')).toBe(false);
    expect(hasActiveScheme('https://example.com/?data:x')).toBe(false);
  });

  it('name the field and the item of a list in the issue', () => {
    expect(issuesOf(imageList.safeParse(['/media/1/a.jpg', '\u0001javascript:alert(1)']))).toEqual([[1]]);
    expect(
      issuesOf(menuDocumentSchema.safeParse({ name: '菜单', menuLink: '\u0001javascript:alert(1)' })),
    ).toEqual([['menuLink']]);
    expect(
      issuesOf(
        partnerDocumentSchema.safeParse({ partnersName: '伙伴', partnersLink: 'https://a.cn/\u0001' }),
      ),
    ).toEqual([['partnersLink']]);
    const settings = settingsDocumentSchema.safeParse({
      heroBanner: { cn: [{ link: '\u0001javascript:alert(1)' }], en: [] },
      keywords: { cn: '', en: '' },
      description: { cn: '', en: '' },
      sales: { cn: {}, en: {} },
      socialLinks: [{ iconUrl: '\u0008/media/1/x.png' }],
      wechatQr: {},
      copyright: { cn: '', en: '' },
      about: { cn: '', en: '' },
    });
    expect(issuesOf(settings)).toEqual([
      ['heroBanner', 'cn', 0, 'link'],
      ['socialLinks', 0, 'iconUrl'],
    ]);
  });

  it('refuse control characters in the links and pictures of rich text', () => {
    expect(richDocSchema.safeParse(link('/car/1')).success).toBe(true);
    expect(richDocSchema.safeParse(link('/car/\u00011')).success).toBe(false);
    expect(richDocSchema.safeParse(link('https://a.cn/\u009f')).success).toBe(false);
  });

  it('take a site path as a link only when it is a page of the site, in fields and in rich text', () => {
    expect(linkUrl.parse('/car/3')).toBe('/car/3');
    expect(linkUrl.parse('/media/4/brochure.pdf')).toBe('/media/4/brochure.pdf');
    for (const value of ['/cars/3', 'car-list', '/careers']) {
      expect(linkUrl.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'is not a page of this site',
      ]);
    }
    expect(richDocSchema.safeParse(link('/news/info/2')).success).toBe(true);
    expect(richDocSchema.safeParse(link('/newz/2')).error?.issues[0]?.message).toBe(
      'is not a page of this site',
    );
  });
});
