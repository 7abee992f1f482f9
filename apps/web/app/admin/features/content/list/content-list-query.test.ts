import { describe, expect, it } from 'vitest';
import { canReorder, readContentFilters } from './content-list-query.ts';
import { issueText } from '../../../lib/issue-text.ts';
import { CONTENT_SPECS } from '../content-specs.ts';

describe('content list filters', () => {
  it('keeps only valid values from the address', () => {
    expect(readContentFilters(new URLSearchParams('q=%20m%20&status=nope&parentId=-3&page=x'))).toEqual({
      q: 'm',
      status: '',
      parentId: null,
      page: 1,
    });
    expect(readContentFilters(new URLSearchParams('status=changed&parentId=4&page=2'))).toEqual({
      q: '',
      status: 'changed',
      parentId: 4,
      page: 2,
    });
  });

  it('allows reordering only when the whole scope is on screen', () => {
    const none = readContentFilters(new URLSearchParams(''));
    expect(canReorder(CONTENT_SPECS.brands, none)).toBe(true);
    expect(canReorder(CONTENT_SPECS.news, none)).toBe(false);
    expect(canReorder(CONTENT_SPECS.cars, none)).toBe(false);
    expect(canReorder(CONTENT_SPECS.cars, readContentFilters(new URLSearchParams('parentId=1')))).toBe(true);
    expect(canReorder(CONTENT_SPECS.brands, readContentFilters(new URLSearchParams('q=a')))).toBe(false);
  });
});

describe('server field messages', () => {
  it('are worded in Chinese where the interface has its own text', () => {
    expect(issueText('must be at most 100 characters', 'zh')).toBe('最多 100 个字符');
    expect(issueText('is required', 'zh')).toBe('必填');
    expect(issueText('must not contain control characters', 'zh')).toBe('不能包含控制字符');
    expect(issueText('something new', 'zh')).toBe('something new');
    expect(issueText('is required', 'en')).toBe('Is required');
  });
});
