// The screens' descriptions of each type (kept apart from the zod schemas so zod stays out of the
// browser) must say the same as the contract.
import { contentTypes } from '@refit/contract/admin';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from './content-types.ts';
import { CONTENT_SPECS } from './specs/index.ts';
import { translatedPairs } from './fields/translated-pairs.ts';

describe('content type descriptions', () => {
  it.each(CONTENT_TYPES)('%s shows side by side exactly the translated pairs of the contract', (type) => {
    const expected = contentTypes[type].translatedFields.map(([zh, en]) => `${zh}|${en}`).sort();
    const actual = translatedPairs(CONTENT_SPECS[type])
      .map(([zh, en]) => `${zh}|${en}`)
      .sort();
    expect(actual).toEqual(expected);
  });

  it.each(CONTENT_TYPES.filter((type) => type !== 'settings'))(
    'the blank %s document names only fields of the contract',
    (type) => {
      const schema = contentTypes[type].document;
      const keys = Object.keys(schema.shape ?? {});
      expect(Object.keys(CONTENT_SPECS[type].blank()).sort()).toEqual(keys.sort());
    },
  );
});
