// The form of each content type is declared with the type (@refit/contract/content-types, `form`):
// these are its field kinds as the admin reads them, with labels that are keys of the admin's
// field texts and references that name a content type.
import type {
  ContentForm,
  FormField,
  FormSection,
  ObjectListField,
  ReferenceField,
  TextField,
} from '@refit/contract/content-types';
import type { AdminMessages } from '../../../locales/en.ts';
import type { ContentType } from '../content-types.ts';

export type FieldLabel = keyof AdminMessages['content']['fields'];

export type FieldSpec = FormField<FieldLabel, ContentType>;
export type TextSpec = TextField<FieldLabel>;
export type ReferenceSpec = ReferenceField<FieldLabel, ContentType>;
export type ObjectListSpec = ObjectListField<FieldLabel, ContentType>;
export type FieldSection = FormSection<FieldLabel, ContentType>;

export interface ContentTypeSpec extends ContentForm<FieldLabel, ContentType> {
  type: ContentType;
  /** One item only (settings): the list page opens it directly. */
  singleton: boolean;
}
