// The Chinese/English pairs a type's form shows side by side, read from its description: the
// same pairs the server counts for "missing translation" (content-types.test.ts checks).
import { isMissing } from '../document-path.ts';
import type { ContentTypeSpec } from './field-spec.ts';

export function translatedPairs(spec: ContentTypeSpec): [string, string][] {
  const pairs: [string, string][] = [];
  for (const section of spec.sections) {
    for (const field of section.fields) {
      if ('en' in field && field.en) pairs.push([field.key, field.en]);
    }
  }
  return pairs;
}

export function missingCount(spec: ContentTypeSpec, document: unknown): number {
  return translatedPairs(spec).filter(([zh, en]) => isMissing(document, zh, en)).length;
}
