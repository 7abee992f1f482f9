// The link rule's part that needs the database, applied on every save: a link to an item (a car's
// page, a story's) must name one that exists. Its shape, and that a path is one of the site's
// pages, the document's schema has checked already (`linkUrl`, the rich text's links). A link to
// an item that is not published passes: the editor is warned while choosing it, and may publish
// the two in either order.
import type { AdminIssue, ContentType } from '@refit/contract/admin';
import { richDocKey } from '@refit/contract/admin/rich-doc-key';
import { contentTypeDeclaration, formFields } from '@refit/contract/content-types';
import type { FormField } from '@refit/contract/content-types';
import { siteLink } from '@refit/contract/content-types/site-links';
import type { LinkedType } from '@refit/contract/content-types/site-links';
import type { Db } from '../../../db/connect.ts';
import { itemHeadings } from '../../../db/content-tables.ts';
import { valueAt } from '../content/value-at.ts';

type Document = Record<string, unknown>;

/** A link's address and where it sits in the document. */
interface PlacedLink {
  path: string[];
  address: string;
}

/** The addresses of a form's link fields, in lists too. */
function fieldLinks(fields: readonly FormField[], value: unknown, base: string[]): PlacedLink[] {
  return fields.flatMap((field) => {
    const at = valueAt(value, field.key);
    const path = [...base, ...field.key.split('.')];
    if (field.kind === 'link') return typeof at === 'string' ? [{ path, address: at }] : [];
    if (field.kind === 'list' && Array.isArray(at)) {
      return at.flatMap((item, index) => fieldLinks(field.item, item, [...path, String(index)]));
    }
    return [];
  });
}

/** The hrefs of a rich text document's links, wherever they are in it. */
function richLinks(node: unknown, path: string[]): PlacedLink[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((child, index) => richLinks(child, [...path, String(index)]));
  const { marks, content } = node as { marks?: unknown; content?: unknown };
  const own = Array.isArray(marks)
    ? marks.flatMap((mark: { type?: unknown; attrs?: { href?: unknown } }, index) =>
        mark?.type === 'link' && typeof mark.attrs?.href === 'string'
          ? [{ path: [...path, 'marks', String(index), 'attrs', 'href'], address: mark.attrs.href }]
          : [],
      )
    : [];
  return [...own, ...richLinks(content, [...path, 'content'])];
}

/** Every link of a document of the type: its link fields and the links of its rich texts. */
export function documentLinks(type: ContentType, document: Document): PlacedLink[] {
  const fields = formFields(contentTypeDeclaration(type).form);
  const rich = fields.flatMap((field) =>
    field.kind === 'richText' ? [field.key, ...(field.en ? [field.en] : [])] : [],
  );
  return [
    ...fieldLinks(fields, document, []),
    ...rich.flatMap((key) => richLinks(valueAt(document, richDocKey(key)), [richDocKey(key)])),
  ];
}

/** An issue at each link of the document that names an item there is not: `no such news (12)`. */
export async function linkIssues(db: Db, type: ContentType, document: Document): Promise<AdminIssue[]> {
  const named = new Map<LinkedType, { id: number; path: string[] }[]>();
  for (const { path, address } of documentLinks(type, document)) {
    const link = siteLink(address);
    if (link.kind !== 'item') continue;
    named.set(link.type, [...(named.get(link.type) ?? []), { id: link.id, path }]);
  }
  const issues = await Promise.all(
    [...named].map(async ([linked, links]) => {
      const found = await itemHeadings(db, linked, [...new Set(links.map((link) => link.id))]);
      return links
        .filter((link) => !found.has(link.id))
        .map((link) => ({ path: ['document', ...link.path], message: `no such ${linked} (${link.id})` }));
    }),
  );
  return issues.flat();
}
