// Helpers for the content API tests: calls as one signed-in user, and per type a valid document,
// a change, an invalid document and how the public API shows an item.
import type { ContentType } from '@refit/contract/admin';
import { call } from './admin.ts';
import type { Answer } from './admin.ts';
import { get } from './test-app.ts';
import type { TestApp } from './test-app.ts';

export function contentApi(app: TestApp, cookie: string | undefined) {
  const at = (type: ContentType, rest = '') => `/content/${type}${rest}`;
  return {
    list: (type: ContentType, query: Record<string, string> = {}) =>
      call(app, 'GET', at(type, `?${new URLSearchParams(query)}`), { cookie }),
    get: (type: ContentType, id: number) => call(app, 'GET', at(type, `/${id}`), { cookie }),
    create: (type: ContentType, document: unknown) =>
      call(app, 'POST', at(type), { cookie, body: { document } }),
    save: (type: ContentType, id: number, version: number, document: unknown) =>
      call(app, 'PUT', at(type, `/${id}`), { cookie, body: { version, document } }),
    publish: (type: ContentType, id: number, version: number) =>
      call(app, 'POST', at(type, `/${id}/publish`), { cookie, body: { version } }),
    unpublish: (type: ContentType, id: number) => call(app, 'POST', at(type, `/${id}/unpublish`), { cookie }),
    schedule: (type: ContentType, id: number, version: number, publishAt: string | null) =>
      call(app, 'POST', at(type, `/${id}/schedule`), { cookie, body: { version, publishAt } }),
    remove: (type: ContentType, id: number) => call(app, 'DELETE', at(type, `/${id}`), { cookie }),
    reorder: (type: ContentType, parentId: number | null, ids: number[]) =>
      call(app, 'POST', at(type, '/reorder'), { cookie, body: { parentId, ids } }),
    bulk: (type: ContentType, action: string, ids: number[]) =>
      call(app, 'POST', at(type, '/bulk'), { cookie, body: { action, ids } }),
    revisions: (type: ContentType, id: number) => call(app, 'GET', at(type, `/${id}/revisions`), { cookie }),
    preview: (type: ContentType, id: number, lang: string) =>
      call(app, 'POST', at(type, `/${id}/preview`), { cookie, body: { lang } }),
    discard: (type: ContentType, id: number, version: number) =>
      call(app, 'POST', at(type, `/${id}/discard`), { cookie, body: { version } }),
    restore: (type: ContentType, id: number, version: number) =>
      call(app, 'POST', at(type, `/${id}/revisions/${version}/restore`), { cookie }),
  };
}
export type ContentApi = ReturnType<typeof contentApi>;

/** Fails the test with the answer when it is not a success. */
export function expectOk(answer: Answer) {
  if (answer.status !== 200 || !answer.body.success) {
    throw new Error(`expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.result;
}

export interface TypeCase {
  type: ContentType;
  /** A valid new document; `n` keeps names apart. */
  document(n: number): Record<string, unknown>;
  /** The field holding the Chinese name, changed by the update tests. */
  nameField: string;
  /** An invalid document and the field its issue names. */
  invalid: { document: Record<string, unknown>; field: string };
  /** The Chinese name the public API shows for the item, or undefined when it does not show it. */
  publicName(app: TestApp, id: number, document: Record<string, unknown>): Promise<string | undefined>;
  /** The reorder scope of items created from document(). */
  scope: number | null;
}

const found = <T extends { id: number }>(items: T[], id: number) => items.find((item) => item.id === id);

let slugCounter = 0;
export const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(slugCounter += 1)}`;

export const brandCase: TypeCase = {
  type: 'brands',
  document: (n) => ({
    slug: uniqueSlug('marque'),
    brandName: `品牌${n}`,
    brandNameEn: `Marque ${n}`,
    brandIconUrl: '/media/1/icon.png',
    keyword: '改装',
    keywordEn: 'tuning',
    showInMenu: true,
    slides: [{ slideshowImg: '/media/2/slide.jpg', slideshowTitle: '标题', slideshowTitleEn: 'Title' }],
  }),
  nameField: 'brandName',
  invalid: { document: { slug: 'Bad Slug!', brandName: '' }, field: 'brandName' },
  async publicName(app, id) {
    const { body } = await get(app, 'getBrandList');
    return found(body.result as { id: number; brandName: string }[], id)?.brandName;
  },
  scope: null,
};

export const partnerCase: TypeCase = {
  type: 'partners',
  document: (n) => ({
    partnersName: `伙伴${n}`,
    partnersNameEn: `Partner ${n}`,
    partnersIconUrl: '/media/3/logo.png',
    partnersLink: 'https://example.com/partner',
  }),
  nameField: 'partnersName',
  invalid: { document: { partnersName: '伙伴', partnersLink: 'javascript:alert(1)' }, field: 'partnersLink' },
  async publicName(app, id) {
    const { body } = await get(app, 'getPartnersList');
    return found(body.result as { id: number; partnersName: string }[], id)?.partnersName;
  },
  scope: null,
};

export const newsCase: TypeCase = {
  type: 'news',
  document: (n) => ({
    brandId: null,
    title: `新闻${n}`,
    titleEn: `Story ${n}`,
    tag: '活动',
    tagEn: 'Event',
    summary: '摘要',
    summaryEn: 'Summary',
    coverImgUrl: '/media/4/cover.jpg',
    content: '<p>正文</p>',
    contentEn: '<p>Body</p>',
    publishDate: '2026-11-20',
  }),
  nameField: 'title',
  invalid: { document: { title: '新闻', publishDate: '2026-02-30' }, field: 'publishDate' },
  async publicName(app, id) {
    const { status, body } = await get(app, 'getNewsDetail', { id: String(id) });
    return status === 200 ? (body.result as { title: string }).title : undefined;
  },
  scope: null,
};
