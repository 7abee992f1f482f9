// Reading and writing a value deep inside a document by its dotted path ("sales.cn.title",
// "slides.2.slideshowImg"), without changing the document given: the form keeps the last saved
// copy to compare with.
import type { ContentDocument } from './content-types.ts';

export function joinPath(...parts: readonly (string | number)[]): string {
  return parts.filter((part) => part !== '').join('.');
}

export function getAt(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function setIn(container: unknown, parts: readonly string[], value: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  if (Array.isArray(container)) {
    const copy = [...container];
    const index = Number(head);
    copy[index] = setIn(copy[index], rest, value);
    return copy;
  }
  const record = container !== null && typeof container === 'object' ? container : {};
  return { ...record, [head]: setIn((record as Record<string, unknown>)[head], rest, value) };
}

export function setAt(document: ContentDocument, path: string, value: unknown): ContentDocument {
  return setIn(document, path.split('.'), value) as ContentDocument;
}

/** Whether a text holds anything a reader would see (rich text: more than empty paragraphs). */
export function hasText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (!value.includes('<')) return value.trim() !== '';
  return (
    /<img\b/i.test(value) ||
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** A pair is missing a translation when one side has text and the other has none. */
export function isMissing(document: unknown, zh: string, en: string): boolean {
  return hasText(getAt(document, zh)) !== hasText(getAt(document, en));
}

/** The paths of one field's errors, from the server's issues (`document.` prefix dropped). */
export function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
