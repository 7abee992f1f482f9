import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_MAX, fieldChanges } from './field-changes.ts';

describe('fieldChanges', () => {
  it('lists the leaves that differ with their values before and after', () => {
    const before = {
      name: '旧名',
      nameEn: 'Old',
      sort: 1,
      copyright: { cn: '© 旧', en: '© Old' },
      same: 'x',
    };
    const after = { name: '新名', nameEn: 'Old', sort: 2, copyright: { cn: '© 旧', en: '© New' }, same: 'x' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: '旧名', after: '新名' },
      { field: 'sort', before: 1, after: 2 },
      { field: 'copyright.en', before: '© Old', after: '© New' },
    ]);
  });

  it('records lists and hidden fields as changed without their values', () => {
    const changes = fieldChanges(
      { slides: [{ a: 1 }], token: 'secret-1', flag: false },
      { slides: [{ a: 2 }], token: 'secret-2', flag: true },
      { hidden: (path) => path === 'token' },
    );
    expect(changes).toEqual([
      { field: 'slides' },
      { field: 'token' },
      { field: 'flag', before: false, after: true },
    ]);
    expect(JSON.stringify(changes)).not.toContain('secret');
  });

  it('keeps the text of rich fields, cuts long texts and skips what it is told to', () => {
    const long = 'x'.repeat(500);
    const changes = fieldChanges(
      { content: '<p>旧的正文</p>', contentDoc: { a: 1 }, note: '' },
      { content: '<p>新的 <b>正文</b></p>', contentDoc: { a: 2 }, note: long },
      { rich: (path) => path === 'content', skip: (path) => path === 'contentDoc' },
    );
    expect(changes[0]).toEqual({ field: 'content', before: '旧的正文', after: '新的 正文' });
    expect(changes[1]!.field).toBe('note');
    expect(String(changes[1]!.after)).toHaveLength(AUDIT_TEXT_MAX);
    expect(String(changes[1]!.after).endsWith('…')).toBe(true);
    expect(changes).toHaveLength(2);
  });

  it('treats a missing value like an empty one', () => {
    expect(fieldChanges({ a: null }, {})).toEqual([]);
    expect(fieldChanges({}, { a: '新' })).toEqual([{ field: 'a', before: null, after: '新' }]);
  });
});
