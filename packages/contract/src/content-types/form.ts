// How the admin edits a content type, declared with the type (`form` of its declaration): the
// sections and fields of its form, which Chinese field has an English twin, which list is ordered
// by dragging. The admin draws every type's form from it, the server counts missing translations
// by its pairs, and a new item starts as its blank document. No zod: the admin's bundle reads it.
//
// `L` is a field's label, a key of the admin's field texts; the admin checks at compile time that
// every declared label is one it translates (`admin/features/content/content-specs.ts`). `T` is a
// content type, for references and parents.
import { richDocKey } from '../admin/content/rich-doc-key.ts';

interface FieldBase<L extends string> {
  /** Where the value sits in the document: a key, or a dotted path inside it (copyright.cn). */
  key: string;
  label: L;
  /** A line of help under the field (what a link is, what a switch does). */
  hint?: L;
  /** Spans the whole width of the form, beside nothing. */
  wide?: boolean;
  /** Changed by owners only; shown read-only to editors. */
  ownerOnly?: boolean;
}

/** Texts: the English twin, when there is one, is edited beside the Chinese. */
export interface TextField<L extends string = string> extends FieldBase<L> {
  /**
   * A rich text is kept with its editor's document beside it (`richDocKey`, null when new). A
   * `link` is an address a visitor follows, chosen among the site's pages or typed and checked
   * (`site-links.ts`); a `url` is any other address (a file, a video, another site).
   */
  kind: 'text' | 'textarea' | 'richText' | 'link' | 'url' | 'image';
  /** The path of the English twin. */
  en?: string;
  maxLength?: number;
  required?: boolean;
  /** A secret (a token): typed hidden, never offered by the browser's autofill. */
  secret?: boolean;
}

export interface NumberField<L extends string = string> extends FieldBase<L> {
  kind: 'number';
  min?: number;
  max?: number;
  /** The smallest change (1 by default: whole numbers); coordinates take decimals. */
  step?: number;
  /** A new item's value; empty (null) by default. */
  initial?: number;
}

/** A day; a new item takes today's date in China. */
export interface DateField<L extends string = string> extends FieldBase<L> {
  kind: 'date';
}

export interface BooleanField<L extends string = string> extends FieldBase<L> {
  kind: 'boolean';
  /** A new item's value; off by default. */
  initial?: boolean;
}

/** One of fixed values; a new item takes the first. */
export interface SelectField<L extends string = string> extends FieldBase<L> {
  kind: 'select';
  options: readonly { value: string; label: L }[];
}

/** The id of an item of another type, chosen by its title; none (null) when new. */
export interface ReferenceField<L extends string = string, T extends string = string> extends FieldBase<L> {
  kind: 'reference';
  to: T;
  nullable?: boolean;
}

/** An ordered list of image URLs (gallery images, configuration images). */
export interface ImageListField<L extends string = string> extends FieldBase<L> {
  kind: 'imageList';
}

/** An ordered list of objects (slides, a car's product types), each with fields of its own. */
export interface ObjectListField<L extends string = string, T extends string = string> extends FieldBase<L> {
  kind: 'list';
  item: readonly FormField<L, T>[];
  itemLabel: L;
}

export type FormField<L extends string = string, T extends string = string> =
  | TextField<L>
  | NumberField<L>
  | DateField<L>
  | BooleanField<L>
  | SelectField<L>
  | ReferenceField<L, T>
  | ImageListField<L>
  | ObjectListField<L, T>;

export interface FormSection<L extends string = string, T extends string = string> {
  title: L;
  fields: readonly FormField<L, T>[];
}

export interface ContentForm<L extends string = string, T extends string = string> {
  /** Items have a sortOrder the editors set by dragging (within their parent, if any). */
  ordered: boolean;
  /** The type whose item each record belongs to (a car's brand), for the list's filter and column. */
  parent?: { type: T; label: L };
  sections: readonly FormSection<L, T>[];
}

/** The form's top-level fields, section after section. */
export function formFields<L extends string, T extends string>(form: ContentForm<L, T>): FormField<L, T>[] {
  return form.sections.flatMap((section) => section.fields);
}

/** The [Chinese, English] paths the form shows side by side: the pairs a translation fills. */
export function translatedPairs(form: ContentForm): [string, string][] {
  return formFields(form).flatMap((field) => ('en' in field && field.en ? [[field.key, field.en]] : []));
}

/** Today in China (UTC+8, no daylight saving), as YYYY-MM-DD. */
function chinaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function blankValue(field: FormField): unknown {
  switch (field.kind) {
    case 'number':
      return field.initial ?? null;
    case 'boolean':
      return field.initial ?? false;
    case 'date':
      return chinaToday();
    case 'select':
      return field.options[0]?.value ?? '';
    case 'reference':
      return null;
    case 'imageList':
    case 'list':
      return [];
    default:
      return '';
  }
}

/** Sets `path` (dotted) in `target`, making the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let place = target;
  for (const key of keys) {
    place[key] ??= {};
    place = place[key] as Record<string, unknown>;
  }
  place[last] = value;
}

/** A new item of these fields: every field empty, or at its declared initial value. */
export function blankDocument(fields: readonly FormField[]): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const field of fields) {
    const value = blankValue(field);
    setPath(document, field.key, value);
    const en = 'en' in field ? field.en : undefined;
    if (en) setPath(document, en, value);
    if (field.kind === 'richText') {
      setPath(document, richDocKey(field.key), null);
      if (en) setPath(document, richDocKey(en), null);
    }
  }
  return document;
}
