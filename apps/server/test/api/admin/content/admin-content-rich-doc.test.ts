// Rich text kept as the editor's JSON document beside its HTML: the server renders the HTML from
// the document and cleans it, so the two cannot disagree; elements, marks and attributes outside
// the allow-list, unsafe links and images from elsewhere are refused beside the field; documents
// too large or too deep are refused; content saved as HTML only still opens as before.
import { sanitizeRichHtml } from '@refit/contract/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, newsCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { createTestApp, get } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let editor: ContentApi;
let sales: ContentApi;

beforeAll(async () => {
  app = await createTestApp();
  editor = contentApi(app, (await signedIn(app, 'editor')).cookie);
  sales = contentApi(app, (await signedIn(app, 'sales')).cookie);
});
afterAll(() => app.close());

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', ...(content.length ? { content } : {}) });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

/** What TipTap writes for a story with every element the editor offers. */
const fullDoc = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('标题 & <副标题>')] },
  paragraph(
    text('普通'),
    text('粗', [{ type: 'bold' }]),
    text('粗斜', [{ type: 'bold' }, { type: 'italic' }]),
    text('链接', [
      {
        type: 'link',
        attrs: { href: '/news?a=1&b=2', target: null, rel: 'noopener noreferrer', class: null, title: null },
      },
    ]),
    { type: 'hardBreak' },
    text('下一行'),
  ),
  {
    type: 'bulletList',
    content: [
      {
        type: 'listItem',
        content: [
          paragraph(text('一')),
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('二'))] }] },
        ],
      },
    ],
  },
  {
    type: 'orderedList',
    attrs: { start: 3, type: null },
    content: [{ type: 'listItem', content: [paragraph(text('三'))] }],
  },
  { type: 'blockquote', content: [paragraph(text('引用'))] },
  {
    type: 'image',
    attrs: { src: '/media/7/front.jpg', alt: '前唇 "碳纤维"', title: null, width: null, height: null },
  },
  paragraph(),
);

/** The same story as TipTap's getHTML writes it. */
const fullHtml =
  '<h2>标题 &amp; &lt;副标题&gt;</h2><p>普通<strong>粗<em>粗斜</em></strong>' +
  '<a rel="noopener noreferrer" href="/news?a=1&amp;b=2">链接</a><br>下一行</p>' +
  '<ul><li><p>一</p><ul><li><p>二</p></li></ul></li></ul><ol start="3"><li><p>三</p></li></ol>' +
  '<blockquote><p>引用</p></blockquote><img src="/media/7/front.jpg" alt="前唇 &quot;碳纤维&quot;"><p></p>';

async function refused(document: Record<string, unknown>) {
  const answer = await editor.create('news', { ...newsCase.document(900), ...document });
  expect(answer.status).toBe(400);
  expect(answer.body.success).toBe(false);
  return (answer.body.result.issues as { path: string[]; message: string }[]).map((issue) =>
    issue.path.join('.'),
  );
}

describe('rich text documents', () => {
  it('keeps the JSON document and derives the HTML from it, cleaned by the allow-list', async () => {
    const englishDoc = doc(paragraph(text('Body in English', [{ type: 'italic' }])));
    const { id, version } = expectOk(
      await editor.create('news', {
        ...newsCase.document(901),
        // What the browser sent as HTML does not count when the document is there.
        content: '<p>stale <script>x()</script></p>',
        contentDoc: fullDoc,
        contentEn: '',
        contentDocEn: englishDoc,
      }),
    );
    const saved = expectOk(await editor.get('news', id)).document;
    expect(saved.contentDoc).toEqual(fullDoc);
    expect(saved.contentDocEn).toEqual(englishDoc);
    expect(saved.content).toBe(sanitizeRichHtml(fullHtml));
    expect(saved.content).toContain('<a rel="noopener noreferrer" href="/news?a=1&amp;b=2" target="_blank">');
    expect(saved.contentEn).toBe('<p><em>Body in English</em></p>');

    // The public site keeps reading HTML, in the live row, exactly as the contract has it.
    expectOk(await editor.publish('news', id, version));
    const detail = await get(app, 'getNewsDetail', { id: String(id) });
    expect(detail.status).toBe(200);
    expect(detail.body.result.content).toBe(saved.content);
    expect(detail.body.result).not.toHaveProperty('contentDoc');
  });

  it('writes an empty document as an empty text', async () => {
    const { id } = expectOk(
      await editor.create('news', {
        ...newsCase.document(902),
        contentEn: '<p>x</p>',
        contentDocEn: doc(paragraph()),
      }),
    );
    expect(expectOk(await editor.get('news', id)).document.contentEn).toBe('');
  });

  it('opens content saved as HTML only as before, with no document', async () => {
    const { id } = expectOk(await editor.create('news', newsCase.document(903)));
    const saved = expectOk(await editor.get('news', id)).document;
    expect(saved).toMatchObject({ content: '<p>正文</p>', contentDoc: null, contentDocEn: null });
    const live = await app.db.selectFrom('news').select('content').where('id', '=', 1).executeTakeFirst();
    if (live) {
      const seeded = expectOk(await editor.get('news', 1)).document;
      expect(seeded.contentDoc).toBeNull();
      expect(seeded.content).toBe(live.content);
    }
  });

  it('keeps car descriptions and product descriptions the same way', async () => {
    const car = await app.db
      .selectFrom('car')
      .select(['id', 'brandId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const type = await app.db.selectFrom('product_type').select('id').orderBy('id').executeTakeFirstOrThrow();
    const carDoc = doc({ type: 'heading', attrs: { level: 3 }, content: [text('性能')] });
    const { id: carId } = expectOk(
      await editor.create('cars', { brandId: car.brandId, carName: '富文本车型', carContentsDoc: carDoc }),
    );
    expect(expectOk(await editor.get('cars', carId)).document).toMatchObject({
      carContents: '<h3>性能</h3>',
      carContentsDoc: carDoc,
    });
    const { id: productId } = expectOk(
      await editor.create('products', {
        typeId: type.id,
        name: '富文本产品',
        descriptionDocEn: doc(paragraph(text('Forged'))),
      }),
    );
    expect(expectOk(await editor.get('products', productId)).document).toMatchObject({
      descriptionEn: '<p>Forged</p>',
      descriptionDoc: null,
    });
  });

  it.each([
    [
      'an element the site does not keep',
      doc({ type: 'codeBlock', content: [text('x')] }),
      'contentDoc.content.0.type',
    ],
    ['a table', doc({ type: 'table', content: [] }), 'contentDoc.content.0.type'],
    [
      'a mark the site does not keep',
      doc(paragraph(text('x', [{ type: 'underline' }]))),
      'contentDoc.content.0.content.0.marks.0.type',
    ],
    [
      'a javascript: link',
      doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      'contentDoc.content.0.content.0.marks.0.attrs.href',
    ],
    [
      'a protocol-relative link',
      doc(paragraph(text('x', [{ type: 'link', attrs: { href: '//evil.example/' } }]))),
      'contentDoc.content.0.content.0.marks.0.attrs.href',
    ],
    [
      'an image from another host',
      doc({ type: 'image', attrs: { src: 'https://evil.example/a.jpg' } }),
      'contentDoc.content.0.attrs.src',
    ],
    [
      'a data: image',
      doc({ type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } }),
      'contentDoc.content.0.attrs.src',
    ],
    [
      'an attribute the site does not keep',
      doc({ type: 'image', attrs: { src: '/media/1/a.jpg', onerror: 'alert(1)' } }),
      'contentDoc.content.0.attrs',
    ],
    ['a paragraph with a style', doc({ type: 'paragraph', attrs: { style: 'x' } }), 'contentDoc.content.0'],
    [
      'a heading of level 1',
      doc({ type: 'heading', attrs: { level: 1 } }),
      'contentDoc.content.0.attrs.level',
    ],
    [
      'text that is not text',
      doc(paragraph({ type: 'text', text: 5 })),
      'contentDoc.content.0.content.0.text',
    ],
    ['something that is no document', '<p>html</p>', 'contentDoc'],
    ['a document of another kind', { type: 'fragment', content: [] }, 'contentDoc.type'],
  ])('refuses %s beside the field', async (_name, contentDoc, path) => {
    const paths = await refused({ contentDoc });
    expect(paths).toContain(`document.${path}`);
  });

  it('takes the largest bilingual text in Chinese, sent as HTML and as documents at once', async () => {
    const long = doc(...Array.from({ length: 190 }, () => paragraph(text('长'.repeat(1000)))));
    const html = `<p>${'长'.repeat(1000)}</p>`.repeat(190);
    const document = {
      ...newsCase.document(905),
      content: html,
      contentEn: html,
      contentDoc: long,
      contentDocEn: long,
    };
    expect(Buffer.byteLength(JSON.stringify({ version: 1, document }))).toBeGreaterThan(2 * 1024 * 1024);
    const { id } = expectOk(await editor.create('news', document));
    expect(expectOk(await editor.get('news', id)).document.contentEn).toBe(html);
  });

  it('refuses documents that are too large, have too many elements or are nested too deep', async () => {
    const words = 'x'.repeat(1000);
    // Within the JSON limit, but more HTML than a rich text may hold.
    const tooMuchHtml = doc(...Array.from({ length: 220 }, () => paragraph(text(words))));
    expect(await refused({ contentDoc: tooMuchHtml })).toEqual(['document.contentDoc']);

    const tooLarge = doc(...Array.from({ length: 600 }, () => paragraph(text(words))));
    expect(await refused({ contentDoc: tooLarge })).toEqual(['document.contentDoc']);

    const manyNodes = doc(...Array.from({ length: 25_000 }, () => ({ type: 'paragraph' })));
    expect(await refused({ contentDoc: manyNodes })).toEqual(['document.contentDoc']);

    let deep: unknown = paragraph(text('底'));
    for (let level = 0; level < 30; level += 1) deep = { type: 'blockquote', content: [deep] };
    expect(await refused({ contentDoc: doc(deep) })).toEqual(['document.contentDoc']);
  });

  it('answers altered documents with 200 or 400 only, and what it keeps holds nothing unsafe', async () => {
    // A fixed-seed generator: the same alterations every run.
    let seed = 13;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const hostile = [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      '<script>',
      'onerror',
      7,
      null,
      {},
    ];
    const objects = (value: unknown, found: Record<string, unknown>[] = []) => {
      if (value && typeof value === 'object') {
        if (!Array.isArray(value)) found.push(value as Record<string, unknown>);
        for (const child of Object.values(value)) objects(child, found);
      }
      return found;
    };
    const statuses = new Set<number>();
    for (let round = 0; round < 40; round += 1) {
      const altered = structuredClone(fullDoc) as unknown;
      const targets = objects(altered);
      const target = targets[random(targets.length)]!;
      const keys = [...Object.keys(target), 'style', 'onclick', 'href', 'src'];
      target[keys[random(keys.length)]!] = hostile[random(hostile.length)];
      const answer = await editor.create('news', { ...newsCase.document(950 + round), contentDoc: altered });
      statuses.add(answer.status);
      expect([200, 400]).toContain(answer.status);
      if (answer.status === 200) {
        const saved = expectOk(await editor.get('news', answer.body.result.id)).document.content as string;
        // No handler or style attribute, no link or image address outside the allowed ones.
        expect(saved).not.toMatch(
          /<script|\son\w+=|\sstyle=|href="(?!\/[^/]|#|https?:|mailto:|tel:)|src="(?!\/[^/])/i,
        );
      }
    }
    expect(statuses.has(400)).toBe(true);
  });

  it('is refused to sales like every content write', async () => {
    const answer = await sales.create('news', { ...newsCase.document(904), contentDoc: fullDoc });
    expect(answer.status).toBe(403);
  });
});
