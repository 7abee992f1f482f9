// The adapter of a type whose declaration says all there is to its live row: one row of a table
// with an id, a sortOrder and a publishStatus, each field of its form a column of the same name
// (an image list in `<key>Json` as a file list), no parent, nothing it refers to and nothing that
// depends on it (partners, locations). Its form gives the document, its title column and that
// column's English twin the list's titles, its first image the list's thumbnail. A type with more
// to it has an adapter of its own (adapters/index.ts), and the type check below refuses a
// declaration this one cannot serve.
import { contentTypeDeclaration, formFields } from '@refit/contract/content-types';
import type { ContentType, contentTypeDeclarations, FormField } from '@refit/contract/content-types';
import type { Database } from '../../../../db/schema.ts';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import type { ContentAdapter } from './adapter.ts';
import { singleTableAdapter } from './single-table.ts';
import type { SingleTable } from './single-table.ts';

type Declared = (typeof contentTypeDeclarations)[number];
type FieldOf<D extends Declared> = D['form']['sections'][number]['fields'][number];

/** Field kinds whose value is one column's, as it is (numbers read back as numbers). */
type PlainKind = 'text' | 'textarea' | 'link' | 'url' | 'image' | 'number' | 'select' | 'date' | 'imageList';

type ColumnOf<T> = T extends keyof Database ? keyof Database[T] : never;

/** The columns a field is kept in: its key and its English twin's, an image list's `<key>Json`. */
type ColumnsOfField<F> = F extends { kind: 'imageList'; key: infer K extends string }
  ? `${K}Json`
  : F extends { key: infer K extends string; en: infer E extends string }
    ? K | E
    : F extends { key: infer K extends string }
      ? K
      : never;

/**
 * Whether this adapter can serve a declared type: its table has the shared columns, it has no
 * parent, every field is of a plain kind that anyone who edits may change (no owner's field, no
 * secret), every column a field names is one of its table and the title column is one of them.
 */
export type DeclaredAdapterFits<D extends Declared> = D['table'] extends SingleTable
  ? D['form'] extends { parent: object }
    ? false
    : [FieldOf<D>['kind']] extends [PlainKind]
      ? [Extract<FieldOf<D>, { ownerOnly: true } | { secret: true }>] extends [never]
        ? [ColumnsOfField<FieldOf<D>>] extends [ColumnOf<D['table']>]
          ? D['titleColumn'] extends ColumnsOfField<FieldOf<D>>
            ? true
            : false
          : false
        : false
      : false
  : false;

/** How one field's value is read from the row and written back. */
interface FieldColumns {
  read(row: Readonly<Record<string, unknown>>, document: Record<string, unknown>): void;
  write(document: Readonly<Record<string, unknown>>, columns: Record<string, unknown>): void;
}

function fieldColumns(field: FormField): FieldColumns[] {
  if (field.kind === 'imageList') {
    const column = `${field.key}Json`;
    return [
      {
        read: (row, document) => void (document[field.key] = urlsFromFileList(String(row[column] ?? ''))),
        write: (document, columns) =>
          void (columns[column] = fileListFromUrls(document[field.key] as readonly string[])),
      },
    ];
  }
  const keys = 'en' in field && field.en ? [field.key, field.en] : [field.key];
  // PostgreSQL may hand a number column over as text; the document holds a number.
  const asNumber = field.kind === 'number';
  return keys.map((key) => ({
    read: (row, document) => {
      const value = row[key];
      document[key] = asNumber && value !== null && value !== undefined ? Number(value) : value;
    },
    write: (document, columns) => void (columns[key] = document[key]),
  }));
}

/** The adapter of `type` from its declaration alone. */
export function declaredAdapter(type: ContentType): ContentAdapter {
  const { table, titleColumn, form } = contentTypeDeclaration(type);
  const fields = formFields(form);
  const columns = fields.flatMap(fieldColumns);
  const titleField = fields.find((field) => field.key === titleColumn);
  const titleEnColumn = titleField && 'en' in titleField && titleField.en ? titleField.en : titleColumn;
  const firstImage = fields.find((field) => field.kind === 'image' || field.kind === 'imageList');

  const toDocument = (row: Readonly<Record<string, unknown>>) => {
    const document: Record<string, unknown> = {};
    for (const column of columns) column.read(row, document);
    return document;
  };
  const thumbnail = (document: Record<string, unknown>): string => {
    const value = firstImage ? document[firstImage.key] : '';
    return String((Array.isArray(value) ? value[0] : value) ?? '');
  };

  return singleTableAdapter<SingleTable, Record<string, unknown>>({
    type,
    // DeclaredAdapterFits, checked for every type that takes this adapter, holds it to one of these.
    table: table as SingleTable,
    toDocument,
    toColumns: (document) => {
      const values: Record<string, unknown> = {};
      for (const column of columns) column.write(document, values);
      return values;
    },
    list: (row) => {
      const document = toDocument(row);
      return {
        title: String(document[titleColumn] ?? ''),
        titleEn: String(document[titleEnColumn] ?? ''),
        thumbnailUrl: thumbnail(document),
      };
    },
  });
}
