// Rich text: a story's body, a car's description, a product's description. Written in the admin's
// editor as HTML, seeded or imported as plain text with line breaks, or read as either from another
// content backend. HTML is cleaned with one allow-list twice: by the content server before it leaves
// it, and by the web server before it renders it, so a script in content never runs. Pages show it
// through `richTextHtml` (formatted, whichever form it came in) and use `richTextPlain` wherever only
// words fit (meta descriptions, structured data, share cards, cards).
// A subpath of its own (`@refit/contract/rich-text`), so that the browser bundle never holds it.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { prefersVariants, variantSrcSet } from './image-variants.ts';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'hr',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the site in a new tab without handing it the opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

/** The width a story's picture is shown at: its text column (46rem), or the whole phone. */
export const RICH_TEXT_IMAGE_SIZES = '(max-width: 736px) 100vw, 736px';

/**
 * For pages: a photograph in a story also names the image service's JPEG widths, so a phone loads
 * one fitting its screen, not the original. Any source set in the content itself is dropped first
 * (it would name addresses nothing checked).
 */
const pageOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: {
    ...options.allowedAttributes,
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
  },
  transformTags: {
    ...options.transformTags,
    img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
      const srcset = attribs.src && prefersVariants(attribs.src) ? variantSrcSet(attribs.src, 'jpeg') : null;
      return {
        tagName,
        attribs: {
          ...attribs,
          loading: 'lazy',
          decoding: 'async',
          ...(srcset ? { srcset, sizes: RICH_TEXT_IMAGE_SIZES } : {}),
        },
      };
    },
  },
};

/** Rich HTML as stored and as the content API gives it; `forPage`: as a page shows it. */
export function sanitizeRichHtml(html: string, { forPage = false }: { forPage?: boolean } = {}): string {
  return sanitizeHtml(html, forPage ? pageOptions : options);
}

/** An element opening or closing: the value is HTML, not text with a "<" in it. */
const ANY_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** Whether a rich field holds HTML (the editor's) rather than plain text with line breaks. */
export function isRichHtml(value: string): boolean {
  return ANY_TAG.test(value);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A rich field as a page shows it: cleaned HTML as it is; plain text a paragraph per line. */
export function richTextHtml(value: string): string {
  if (isRichHtml(value)) return sanitizeRichHtml(value, { forPage: true });
  return value
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

/** Block elements whose end separates words the way a space does. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|figcaption|td|th|tr|div)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** A rich field's words alone, on one line: tags removed, entities decoded, spaces folded. */
export function richTextPlain(value: string): string {
  const text = isRichHtml(value)
    ? decodeHTML(sanitizeHtml(value.replace(BLOCK_END, ' '), { allowedTags: [], allowedAttributes: {} }))
    : value;
  return text.replace(/\s+/g, ' ').trim();
}
