// A refused call in the interface's words: fields to correct only when the server marked fields.
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { AdminApiError } from './api-error.ts';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it('asks to correct the fields only when a 400 marks some', () => {
    const marked = new AdminApiError(400, 'Invalid input', { issues: [{ path: ['slug'], message: 'bad' }] });
    expect(errorText(marked, zh)).toBe('请修正标出的字段。');
    expect(errorText(new AdminApiError(400, 'Refused'), zh)).toBe(zh.errors.refused);
    expect(errorText(new AdminApiError(400, 'Refused', { result: { reason: 'toString' } }), en)).toBe(
      en.errors.refused,
    );
  });

  it('says why, in both languages, when the refusal gives a known reason', () => {
    const settings = new AdminApiError(400, 'Settings are one document', {
      result: { reason: 'settings-are-one-document' },
    });
    expect(errorText(settings, zh)).toBe('站点设置始终处于发布状态，不能取消发布、删除或排序。');
    expect(errorText(settings, en)).toMatch(/^The site settings are always published/);
    const nothing = new AdminApiError(400, 'Not published', { result: { reason: 'not-published' } });
    expect(errorText(nothing, zh)).toBe('此条目尚未发布，没有可恢复的已发布版本。');
    expect(errorText(nothing, en)).toMatch(/no published version/);
  });
});
