// Rich text as the editor holds it: TipTap's JSON document, kept beside the HTML so the editor
// reopens exactly what was written. Only the elements the site's allow-list keeps are accepted:
// paragraphs, headings 2 and 3, bold and italic, links, lists, quotes, line breaks and images from
// the site. The server renders the HTML from it, so the two never disagree.
import { z } from 'zod';
import { siteLink } from '../../content-types/site-links.ts';
import { CONTENT_LIMITS, CONTROL_CHARACTER, NOT_A_PAGE } from './fields.ts';
import { richDocKey } from './rich-doc-key.ts';

export { richDocKey };

export const RICH_DOC_LIMITS = {
  /** The document as JSON text, in characters (its markup is about twice the HTML's). */
  jsonChars: 2.5 * CONTENT_LIMITS.richText,
  /** Nodes and marks counted together. */
  nodes: 20_000,
  /** Nesting of the JSON (a list inside a list is four levels): deeper than any text a reader follows. */
  jsonDepth: 48,
} as const;

export interface RichMark {
  type: 'bold' | 'italic' | 'link';
  attrs?: { href: string; target?: string | null; rel?: string | null; class?: null; title?: string | null };
}
export interface RichTextNode {
  type: 'text';
  text: string;
  marks?: RichMark[];
}
export interface RichHardBreak {
  type: 'hardBreak';
  marks?: RichMark[];
}
export type RichInline = RichTextNode | RichHardBreak;
export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}
export interface RichHeading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: RichInline[];
}
export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}
export interface RichBulletList {
  type: 'bulletList';
  content: RichListItem[];
}
export interface RichOrderedList {
  type: 'orderedList';
  attrs?: { start?: number; type?: string | null };
  content: RichListItem[];
}
export interface RichBlockquote {
  type: 'blockquote';
  content: RichBlock[];
}
export interface RichImage {
  type: 'image';
  attrs: {
    src: string;
    alt?: string | null;
    title?: string | null;
    width?: number | null;
    height?: number | null;
  };
}
export type RichBlock =
  RichParagraph | RichHeading | RichBulletList | RichOrderedList | RichBlockquote | RichImage;
export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

const NOT_ALLOWED = 'is not an element rich text may hold';
const MAX_TEXT = CONTENT_LIMITS.richText;

/**
 * A link: a page of the site (not protocol-relative; the link fields' rule, `site-links.ts`), an
 * anchor, http(s), mailto: or tel:.
 */
const href = z
  .string({ error: 'must be text' })
  .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
  // Browsers drop some control characters from addresses; the link fields refuse them too.
  .refine((value) => !CONTROL_CHARACTER.test(value), {
    message: 'must not contain control characters',
    abort: true,
  })
  .regex(/^(?:\/(?![/\\])\S*|#\S*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/i, {
    message: 'must be a site path, an http(s) address, mailto: or tel:',
    abort: true,
  })
  .refine((value) => siteLink(value).kind !== 'not-a-page', NOT_A_PAGE);

/** An image of the site: a path on it (`/media/12/a.jpg`), never another host or scheme. */
const src = z
  .string({ error: 'must be text' })
  .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
  .refine((value) => !CONTROL_CHARACTER.test(value), {
    message: 'must not contain control characters',
    abort: true,
  })
  .regex(/^\/(?![/\\])\S+$/, 'must be a path on this site (/media/...)');

const shortText = z.string({ error: 'must be text' }).max(300, 'must be at most 300 characters');
const pixels = z.number().int().min(1).max(20_000).nullable().optional();

const markSchema: z.ZodType<RichMark> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('bold') }, { error: 'unknown field' }),
    z.strictObject({ type: z.literal('italic') }, { error: 'unknown field' }),
    z.strictObject(
      {
        type: z.literal('link'),
        attrs: z.strictObject(
          {
            href,
            // The allow-list sets these itself; the editor's values are accepted and dropped.
            target: z.enum(['_blank'], { error: 'must be _blank or null' }).nullable().optional(),
            rel: z.string().max(100).nullable().optional(),
            class: z.null({ error: 'must be null' }).optional(),
            title: shortText.nullable().optional(),
          },
          { error: 'unknown field' },
        ),
      },
      { error: 'unknown field' },
    ),
  ],
  { error: 'is not a mark rich text may hold' },
);

const marks = z.array(markSchema).max(3, 'must have at most 3 items').optional();

const inlineSchema: z.ZodType<RichInline> = z.discriminatedUnion(
  'type',
  [
    z.strictObject(
      {
        type: z.literal('text'),
        text: z.string({ error: 'must be text' }).min(1, 'is required').max(MAX_TEXT, 'is too long'),
        marks,
      },
      { error: 'unknown field' },
    ),
    z.strictObject({ type: z.literal('hardBreak'), marks }, { error: 'unknown field' }),
  ],
  { error: NOT_ALLOWED },
);

const inlines = z.array(inlineSchema).optional();

const listItemSchema: z.ZodType<RichListItem> = z.strictObject(
  {
    type: z.literal('listItem', { error: NOT_ALLOWED }),
    content: z.lazy(() => z.array(blockSchema).min(1, 'must not be empty')),
  },
  { error: 'unknown field' },
);
const listItems = z.array(listItemSchema).min(1, 'must not be empty');

const blockSchema: z.ZodType<RichBlock> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('paragraph'), content: inlines }, { error: 'unknown field' }),
    z.strictObject(
      {
        type: z.literal('heading'),
        attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)], { error: 'must be 2 or 3' }) }),
        content: inlines,
      },
      { error: 'unknown field' },
    ),
    z.strictObject({ type: z.literal('bulletList'), content: listItems }, { error: 'unknown field' }),
    z.strictObject(
      {
        type: z.literal('orderedList'),
        attrs: z
          .strictObject(
            {
              start: z.number().int().min(0).max(100_000).optional(),
              type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
            },
            { error: 'unknown field' },
          )
          .optional(),
        content: listItems,
      },
      { error: 'unknown field' },
    ),
    z.strictObject(
      {
        type: z.literal('blockquote'),
        content: z.lazy(() => z.array(blockSchema).min(1, 'must not be empty')),
      },
      { error: 'unknown field' },
    ),
    z.strictObject(
      {
        type: z.literal('image'),
        attrs: z.strictObject(
          {
            src,
            alt: shortText.nullable().optional(),
            title: shortText.nullable().optional(),
            width: pixels,
            height: pixels,
          },
          { error: 'unknown field' },
        ),
      },
      { error: 'unknown field' },
    ),
  ],
  { error: NOT_ALLOWED },
);

const docShape: z.ZodType<RichDoc> = z.strictObject(
  {
    type: z.literal('doc', { error: 'must be a rich text document' }),
    content: z.array(blockSchema).max(RICH_DOC_LIMITS.nodes, 'is too large'),
  },
  { error: 'unknown field' },
);

/**
 * Measured before the shape is checked, without recursion: a document too large, with too many
 * nodes or nested too deep is refused before anything walks it.
 */
function sizeProblem(value: unknown): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return 'must be a rich text document';
  }
  if (json === undefined) return 'must be a rich text document';
  if (json.length > RICH_DOC_LIMITS.jsonChars)
    return `must be at most ${RICH_DOC_LIMITS.jsonChars} characters as JSON`;
  let nodes = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > RICH_DOC_LIMITS.jsonDepth) return 'is nested too deeply';
    if (!Array.isArray(current) && 'type' in current && ++nodes > RICH_DOC_LIMITS.nodes)
      return 'has too many elements';
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** A rich text document, or null when the text was written as HTML only (older content). */
export const richDocSchema = z
  .unknown()
  .superRefine((value, context) => {
    const problem = sizeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, abort: true });
  })
  .pipe(docShape)
  .nullable()
  .default(null);
