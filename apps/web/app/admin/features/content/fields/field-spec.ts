// One description per content type drives its list and its form: which fields it has, of which
// kind, which Chinese field has an English twin, which list is ordered. The nine types share
// every control instead of nine hand-written forms.
import type { AdminMessages } from '../../../locales/en.ts';
import type { ContentType } from '../content-types.ts';

export type FieldLabel = keyof AdminMessages['content']['fields'];

interface FieldBase {
  /** Where the value sits in the document: a key, or a dotted path inside it (copyright.cn). */
  key: string;
  label: FieldLabel;
  /** Spans the whole width of the form, beside nothing. */
  wide?: boolean;
  /** Changed by owners only; shown read-only to editors. */
  ownerOnly?: boolean;
  /** A line of help under the field (what a link is, what a switch does). */
  hint?: FieldLabel;
}

/** Texts: the English twin, when there is one, is edited beside the Chinese. */
export interface TextSpec extends FieldBase {
  kind: 'text' | 'textarea' | 'richText' | 'url' | 'image';
  /** The path of the English twin. */
  en?: string;
  maxLength?: number;
  required?: boolean;
  /** A secret (a token): typed hidden, never offered by the browser's autofill. */
  secret?: boolean;
}

export interface NumberSpec extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  /** The smallest change (1 by default: whole numbers); coordinates take decimals. */
  step?: number;
  hint?: FieldLabel;
}

export interface DateSpec extends FieldBase {
  kind: 'date';
}

export interface BooleanSpec extends FieldBase {
  kind: 'boolean';
}

export interface SelectSpec extends FieldBase {
  kind: 'select';
  options: readonly { value: string; label: FieldLabel }[];
}

/** The id of an item of another type, chosen by its title. */
export interface ReferenceSpec extends FieldBase {
  kind: 'reference';
  to: ContentType;
  nullable?: boolean;
}

/** An ordered list of image URLs (gallery images, configuration images). */
export interface ImageListSpec extends FieldBase {
  kind: 'imageList';
}

/** An ordered list of objects (slides, a car's product types), each with fields of its own. */
export interface ObjectListSpec extends FieldBase {
  kind: 'list';
  item: readonly FieldSpec[];
  itemLabel: FieldLabel;
  /** A fresh item, as the server expects it. */
  blank: () => Record<string, unknown>;
}

export type FieldSpec =
  | TextSpec
  | NumberSpec
  | DateSpec
  | BooleanSpec
  | SelectSpec
  | ReferenceSpec
  | ImageListSpec
  | ObjectListSpec;

export interface FieldSection {
  title: FieldLabel;
  fields: readonly FieldSpec[];
}

export interface ContentTypeSpec {
  type: ContentType;
  /** Items have a sortOrder the editors set by dragging (within their parent, if any). */
  ordered: boolean;
  /** The type whose item each record belongs to (a car's brand), for the list's filter and column. */
  parent?: { type: ContentType; label: FieldLabel };
  /** One item only (settings): the list page opens it directly. */
  singleton?: boolean;
  sections: readonly FieldSection[];
  /** The empty document of a new item. */
  blank: () => Record<string, unknown>;
}
