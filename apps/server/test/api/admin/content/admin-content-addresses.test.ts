// Link and file addresses of content documents with a control character in them (which browsers
// drop before reading the scheme, so `\u0001javascript:` runs as a script) are refused beside
// their field, on create and on save, and nothing of the document is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { countRows } from '../../../helpers/count-rows.ts';
import { createTestApp, get } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

const HOSTILE = '\u0001javascript:alert(1)';

let app: TestApp;
let owner: ContentApi;

beforeAll(async () => {
  app = await createTestApp();
  owner = contentApi(app, (await signedIn(app, 'owner')).cookie);
});
afterAll(() => app.close());

/** Rows that a refused save must leave as they were. */
async function stored() {
  return {
    menus: await countRows(app.db, 'menu_item'),
    partners: await countRows(app.db, 'partner'),
    drafts: await countRows(app.db, 'content_draft'),
    revisions: await countRows(app.db, 'content_revision'),
  };
}

describe('addresses with control characters', () => {
  it.each([
    ['a leading control character', HOSTILE],
    ['a control character inside the scheme', 'java\u0000script:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a C1 control character in a path', '/page\u0085'],
  ])('refuses a new menu item whose link has %s, creating nothing', async (_what, menuLink) => {
    const before = await stored();
    const answer = await owner.create('menus', { name: '菜单', menuLink, fileUrl: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.result.issues).toEqual([expect.objectContaining({ path: ['document', 'menuLink'] })]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a partner saved with such a logo or link, keeping the saved document', async () => {
    const document = { partnersName: '伙伴', partnersIconUrl: '/media/3/logo.png', partnersLink: '' };
    const { id, version } = expectOk(await owner.create('partners', document));
    const before = await stored();
    for (const [field, value] of [
      ['partnersIconUrl', `${HOSTILE}.png`],
      ['partnersLink', 'https://example.com/\u007f'],
    ] as const) {
      const answer = await owner.save('partners', id, version, { ...document, [field]: value });
      expect(answer.status, field).toBe(400);
      expect(answer.body.result.issues[0].path).toEqual(['document', field]);
      expect(answer.body.result.issues[0].message).toMatch(/control characters/);
    }
    expect(await stored()).toEqual(before);
    expect(expectOk(await owner.get('partners', id))).toMatchObject({ version, document });
  });

  it('refuses a gallery picture or a settings slide link with one, and visitors never see it', async () => {
    const settings = expectOk(await owner.get('settings', 1));
    const document = structuredClone(settings.document);
    document.heroBanner.cn[0].link = HOSTILE;
    const before = await stored();
    const answer = await owner.save('settings', 1, settings.version, document);
    expect(answer.status).toBe(400);
    expect(answer.body.result.issues[0].path).toEqual(['document', 'heroBanner', 'cn', '0', 'link']);

    const gallery = await owner.create('galleries', {
      carId: 1,
      galleryName: '图集',
      images: ['/media/1/a.jpg', `\u001f${HOSTILE}`],
    });
    expect(gallery.status).toBe(400);
    expect(gallery.body.result.issues).toEqual([
      expect.objectContaining({ path: ['document', 'images', '1'] }),
    ]);
    expect(await stored()).toEqual(before);
    expect(expectOk(await owner.get('settings', 1)).version).toBe(settings.version);

    const home = await get(app, 'getCommonData', { code: 'index_hd' });
    expect(home.status).toBe(200);
    expect(JSON.stringify(home.body)).not.toContain('javascript:');
    expect(JSON.stringify(home.body)).not.toContain('\\u0001');
  });
});
