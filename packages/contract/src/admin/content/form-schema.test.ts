// Each type's declared form (zod-free, read by the admin) and its document schema (zod, checked by
// the server) describe the same document: every field the form shows is in the schema with the
// same limits, and a new item's blank document has exactly the schema's fields.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blankDocument, contentTypeDeclaration, formFields } from '../../content-types/index.ts';
import type { FormField } from '../../content-types/index.ts';
import { linkUrl } from './fields.ts';
import { CONTENT_TYPES, contentTypes } from './index.ts';

interface Inspected {
  type: string;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

/** The schema under its defaults, optionals, pipes and refinements. */
function inspect(schema: z.ZodType): Inspected {
  let current = schema as unknown as {
    def: { type: string; innerType?: unknown; in?: unknown; element?: z.ZodType };
  } & Inspected;
  while (current.def.innerType ?? (current.def.type === 'pipe' ? current.def.in : undefined)) {
    current = (current.def.innerType ?? current.def.in) as typeof current;
  }
  // Read one by one: zod keeps the limits behind getters, which a spread leaves out.
  return {
    type: current.def.type,
    minLength: current.minLength,
    maxLength: current.maxLength,
    minValue: current.minValue,
    maxValue: current.maxValue,
    shape: current.shape,
    element: current.def.element,
  };
}

/** The schema of a dotted path inside an object schema, or undefined when it has none. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    current = current ? inspect(current).shape?.[key] : undefined;
  }
  return current;
}

const TEXT_KINDS = new Set(['text', 'textarea']);

/** Whether a field's schema is the link rule (an older field may keep it optional). */
const isLinkRule = (schema: z.ZodType) =>
  schema === linkUrl || (schema as unknown as { def: { innerType?: unknown } }).def.innerType === linkUrl;

function checkFields(fields: readonly FormField[], schema: z.ZodType, where: string): void {
  for (const field of fields) {
    const at = `${where}.${field.key}`;
    const fieldSchema = schemaAt(schema, field.key);
    expect(fieldSchema, `${at} is in the document schema`).toBeDefined();
    const rules = inspect(fieldSchema!);
    // The admin offers the link picker, and the server looks up the item, exactly where the rule is.
    expect(field.kind === 'link', `${at}: a link field where the schema holds a link`).toBe(
      isLinkRule(fieldSchema!),
    );
    if (TEXT_KINDS.has(field.kind) && 'maxLength' in field) {
      // A rule of its own (a WeChat ID's pattern) may bound a text the schema gives no length.
      if ((rules.maxLength ?? null) !== null || field.maxLength === undefined) {
        expect(field.maxLength, `${at}: the form counts to the schema's limit`).toBe(
          rules.maxLength ?? undefined,
        );
      }
      // A pattern that refuses an empty text (a slug's) makes a field required without a minimum.
      if ((rules.minLength ?? 0) >= 1) {
        expect(field.required, `${at}: required in the form as in the schema`).toBe(true);
      }
      if (field.en) {
        const twin = schemaAt(schema, field.en);
        expect(twin, `${at}: its English twin ${field.en} is in the schema`).toBeDefined();
        expect(inspect(twin!).maxLength, `${at}: its twin has the same limit`).toBe(rules.maxLength);
      }
    }
    if (field.kind === 'number') {
      if (field.min !== undefined) expect(field.min, `${at}: minimum`).toBe(rules.minValue);
      if (field.max !== undefined) expect(field.max, `${at}: maximum`).toBe(rules.maxValue);
    }
    if (field.kind === 'list') {
      expect(rules.type, `${at} is a list in the schema`).toBe('array');
      const element = rules.element!;
      checkFields(field.item, element, at);
      // A list item's schema may keep an optional field the form no longer shows (a slide's
      // older `fileUrl`); a new item names only fields of the schema.
      const itemFields = Object.keys(inspect(element).shape ?? {});
      for (const key of Object.keys(blankDocument(field.item))) {
        expect(itemFields, `${at}: a new item's ${key}`).toContain(key);
      }
    }
  }
}

describe('declared forms and document schemas', () => {
  it.each(CONTENT_TYPES)('the %s form shows fields of its schema, with its limits', (type) => {
    checkFields(formFields(contentTypeDeclaration(type).form), contentTypes[type].document, type);
  });

  // The settings are one item that exists from the start: none is ever made blank.
  it.each(CONTENT_TYPES.filter((type) => type !== 'settings'))(
    'a new %s item has exactly the fields of its schema',
    (type) => {
      const blank = blankDocument(formFields(contentTypeDeclaration(type).form));
      expect(Object.keys(blank).sort()).toEqual(
        Object.keys(inspect(contentTypes[type].document).shape ?? {}).sort(),
      );
    },
  );

  it('a blank document takes declared initial values, the first option and today in China', () => {
    const blank = (type: (typeof CONTENT_TYPES)[number]) =>
      blankDocument(formFields(contentTypeDeclaration(type).form));
    expect(blank('brands').showInMenu).toBe(true);
    expect(blank('products').quantity).toBe(1);
    expect(blank('locations').latitude).toBeNull();
    expect(blank('product-types').category).toBe('aerodynamic-kits');
    expect(blank('news')).toMatchObject({ contentDoc: null, contentDocEn: null, brandId: null });
    expect(blank('news').publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('translated pairs are the form fields with an English twin', () => {
    expect(contentTypes.locations.translatedFields).toEqual([
      ['name', 'nameEn'],
      ['city', 'cityEn'],
      ['openingHours', 'openingHoursEn'],
      ['services', 'servicesEn'],
      ['address', 'addressEn'],
    ]);
  });
});
