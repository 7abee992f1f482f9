// Where content can hold a file, by the content types' declarations: each type's tables and the
// text and JSON columns that may name a picture (image fields, slides, galleries, rich text,
// brochures, menu files, settings). "Where used" and the registration of the site's own files
// both read these places, so a new content type is covered by its declaration alone.
import { contentTypeDeclarations, type ContentType, type MediaPlace } from '@refit/contract/content-types';

export interface ContentPlace {
  type: ContentType;
  table: string;
  idColumn: string;
  columns: readonly string[];
  singleton: boolean;
  titleColumn: string;
}

export const CONTENT_PLACES: readonly ContentPlace[] = contentTypeDeclarations.flatMap((declaration) =>
  declaration.media.map((place: MediaPlace) => ({
    type: declaration.type,
    table: place.table ?? declaration.table,
    idColumn: place.idColumn ?? 'id',
    columns: place.columns,
    singleton: 'singleton' in declaration && declaration.singleton,
    titleColumn: declaration.titleColumn,
  })),
);
