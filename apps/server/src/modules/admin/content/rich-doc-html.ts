// The HTML of a rich text document, written the way the editor writes it (TipTap's getHTML), so
// what the public site shows is what the editor showed. The caller cleans it with the site's
// allow-list afterwards, like any HTML.
import type { RichBlock, RichDoc, RichInline, RichMark } from '@refit/contract/admin';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function attributes(values: Record<string, string | number | null | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

function openMark(mark: RichMark): string {
  if (mark.type === 'bold') return '<strong>';
  if (mark.type === 'italic') return '<em>';
  // In the order TipTap writes them; the allow-list sets rel and target again anyway.
  return `<a${attributes({ rel: 'noopener noreferrer', href: mark.attrs?.href, title: mark.attrs?.title })}>`;
}

const closeMark = (mark: RichMark) =>
  mark.type === 'bold' ? '</strong>' : mark.type === 'italic' ? '</em>' : '</a>';

const sameMark = (a: RichMark, b: RichMark) =>
  a.type === b.type && (a.type !== 'link' || a.attrs?.href === b.attrs?.href);

/**
 * Inline content: marks shared by neighbouring pieces stay open across them (one <strong> around
 * "bold <em>and italic</em>"), as ProseMirror writes them.
 */
function inlineHtml(content: readonly RichInline[] | undefined): string {
  let html = '';
  let open: RichMark[] = [];
  for (const piece of content ?? []) {
    const marks = piece.marks ?? [];
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep]!, marks[keep]!)) keep += 1;
    for (let index = open.length - 1; index >= keep; index -= 1) html += closeMark(open[index]!);
    for (const mark of marks.slice(keep)) html += openMark(mark);
    open = marks;
    html += piece.type === 'text' ? escapeText(piece.text) : '<br>';
  }
  for (let index = open.length - 1; index >= 0; index -= 1) html += closeMark(open[index]!);
  return html;
}

function blockHtml(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.content)}</p>`;
    case 'heading':
      return `<h${block.attrs.level}>${inlineHtml(block.content)}</h${block.attrs.level}>`;
    case 'bulletList':
      return `<ul>${block.content.map((item) => `<li>${blocksHtml(item.content)}</li>`).join('')}</ul>`;
    case 'orderedList': {
      const start = block.attrs?.start;
      const items = block.content.map((item) => `<li>${blocksHtml(item.content)}</li>`).join('');
      return `<ol${start !== undefined && start !== 1 ? attributes({ start }) : ''}>${items}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${blocksHtml(block.content)}</blockquote>`;
    case 'image': {
      const { src, alt, title, width, height } = block.attrs;
      return `<img${attributes({ src, alt, title, width, height })}>`;
    }
  }
}

const blocksHtml = (blocks: readonly RichBlock[]) => blocks.map(blockHtml).join('');

/** The document's HTML; an empty document (one empty paragraph, or none) is an empty text. */
export function richDocHtml(doc: RichDoc): string {
  const html = blocksHtml(doc.content);
  return html === '<p></p>' ? '' : html;
}
