// What is derived from the content types' declarations must cover every type: a file written into
// any field of any type that can hold one is found by "where used" in the live tables (so the
// library never offers to delete a file a page shows), and every type with a page names it.
import { contentTypes } from '@refit/contract/admin';
import { fileUrl, imageList, linkUrl, richText } from '@refit/contract/admin';
import {
  CONTENT_TYPES,
  contentTypeDeclaration,
  itemAddress,
  type ContentType,
} from '@refit/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findUsage } from '../../src/modules/media/usage.ts';
import { signedIn } from '../helpers/admin.ts';
import { contentApi, expectOk, type ContentApi } from '../helpers/content.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let api: ContentApi;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  api = contentApi(app, (await signedIn(app, 'owner')).cookie);
});
afterAll(() => app.close());

type Path = (string | number)[];
const FILE_FIELDS = new Set<z.ZodType>([fileUrl, linkUrl, richText]);

/** The paths of a document's fields that can hold a file, with arrays entered at their first item. */
function fileFields(schema: z.ZodType, document: unknown, at: Path = []): Path[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (FILE_FIELDS.has(schema)) return [at];
  if (schema === imageList) return [[...at, 0]];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fileFields(def.innerType as z.ZodType, document, at);
    case 'pipe':
      return fileFields(def.in as z.ZodType, document, at);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value = (document ?? {}) as Record<string, unknown>;
      return Object.entries(shape).flatMap(([key, field]) => fileFields(field, value[key], [...at, key]));
    }
    case 'array': {
      const items = Array.isArray(document) ? document : [];
      const element = def.element as z.ZodType;
      if (items.length > 0) return fileFields(element, items[0], [...at, 0]);
      // A list whose items hold no file (a wheel's sizes) has nothing to check; one that can hold
      // a file but has no item in the demo cannot be checked here: the test below fails on it.
      return fileFields(element, undefined, [...at, 0]).length === 0 ? [] : [[...at, -1]];
    }
    default:
      return [];
  }
}

function withValue(document: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

async function firstItem(type: ContentType) {
  const list = expectOk(await api.list(type, { pageSize: '1' }));
  const id = (list.records[0]?.id ?? 1) as number;
  return expectOk(await api.get(type, id)) as { id: number; version: number; document: unknown };
}

describe('media usage covers every field of every type that can hold a file', () => {
  it.each(CONTENT_TYPES)('%s', async (type) => {
    const item = await firstItem(type);
    const fields = fileFields(contentTypes[type].document, item.document);
    // A type with no field that can hold a file declares no place for one.
    if (fields.length === 0) expect(contentTypeDeclaration(type).media).toEqual([]);
    let mediaId = 900_000 + CONTENT_TYPES.indexOf(type) * 1000;
    for (const field of fields) {
      expect(field, 'a list with an item in the demo').not.toContain(-1);
      mediaId += 1;
      const url = `/media/${mediaId}/file.jpg`;
      const isRich =
        field.length === 1 &&
        (contentTypes[type].document as z.ZodObject).shape[field[0] as string] === richText;
      const value = isRich ? `<p><img src="${url}" alt="x"></p>` : url;
      const current = expectOk(await api.get(type, item.id)) as { version: number; document: unknown };
      const saved = expectOk(
        await api.save(type, item.id, current.version, withValue(current.document, field, value)),
      );
      expectOk(await api.publish(type, item.id, saved.version));
      // The draft copy would name the item too: only a live table names it by its title.
      await app.db
        .deleteFrom('content_draft')
        .where('type', '=', type)
        .where('itemId', '=', item.id)
        .execute();
      const usage = await findUsage(app.db, { id: mediaId, sitePath: null });
      expect(usage, `${type} ${field.join('.')}`).toHaveLength(1);
      expect(usage[0]).toMatchObject({ type, id: item.id });
      expect(usage[0]!.title, `${type} ${field.join('.')}`).not.toMatch(/\(draft\)$/);
    }
  });
});

describe('public addresses', () => {
  it('give every type with a page an address of its items', () => {
    for (const type of CONTENT_TYPES) {
      const address = itemAddress(type, 7, { category: 'wheels' });
      if (address !== null) expect(address, type).toMatch(/^\//);
    }
  });
});
