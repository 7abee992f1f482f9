// The Chinese/English pairs a type's form shows side by side, read from its declared form: the
// same pairs the server counts for "missing translation".
import { translatedPairs } from '@refit/contract/content-types';
import { isMissing } from '../document-path.ts';
import type { ContentTypeSpec } from './field-spec.ts';

export function missingCount(spec: ContentTypeSpec, document: unknown): number {
  return translatedPairs(spec).filter(([zh, en]) => isMissing(document, zh, en)).length;
}
