// News bodies are rich text written in the content system. They are cleaned with one allow-list
// twice: by the content server before they leave it, and by the web server before it renders
// them, so a script in content never runs, even when the site reads another content backend.
// A subpath of its own (`@refit/contract/news-body`), so that the browser bundle never holds it.
import sanitizeHtml from 'sanitize-html';
import { prefersVariants, variantSrcSet } from './image-variants.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
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
export const NEWS_BODY_IMAGE_SIZES = '(max-width: 736px) 100vw, 736px';

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
          ...(srcset ? { srcset, sizes: NEWS_BODY_IMAGE_SIZES } : {}),
        },
      };
    },
  },
};

/** A story's HTML as stored and as the content API gives it; `forPage`: as a page shows it. */
export function sanitizeNewsBody(html: string, { forPage = false }: { forPage?: boolean } = {}): string {
  return sanitizeHtml(html, forPage ? pageOptions : options);
}
