// Every content type's form, from its declaration. Assigning the declarations to the admin's own
// form type checks at compile time that each label and hint is a field text the admin translates
// in both languages, and each reference names a content type.
import { contentTypeDeclarations } from '@refit/contract/content-types';
import type { ContentForm } from '@refit/contract/content-types';
import type { ContentType } from './content-types.ts';
import type { ContentTypeSpec, FieldLabel } from './fields/field-spec.ts';

const declared: readonly {
  type: ContentType;
  singleton?: boolean;
  form: ContentForm<FieldLabel, ContentType>;
}[] = contentTypeDeclarations;

export const CONTENT_SPECS = Object.fromEntries(
  declared.map(({ type, singleton, form }) => [type, { ...form, type, singleton: singleton ?? false }]),
) as Readonly<Record<ContentType, ContentTypeSpec>>;
