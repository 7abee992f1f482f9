import { describe, expect, it } from 'vitest';
import { issuePath } from '../../lib/field-issues.ts';
import { getAt, hasText, isMissing, sameDocument, setAt } from './document-path.ts';

describe('document paths', () => {
  const document = { sales: { cn: { title: '王' } }, slides: [{ slideshowImg: 'a.jpg' }] };

  it('reads nested objects and list items', () => {
    expect(getAt(document, 'sales.cn.title')).toBe('王');
    expect(getAt(document, 'slides.0.slideshowImg')).toBe('a.jpg');
    expect(getAt(document, 'sales.en.title')).toBeUndefined();
  });

  it('writes a copy, leaving the original as it was', () => {
    const changed = setAt(document, 'slides.0.slideshowImg', 'b.jpg');
    expect(getAt(changed, 'slides.0.slideshowImg')).toBe('b.jpg');
    expect(Array.isArray(changed.slides)).toBe(true);
    expect(getAt(document, 'slides.0.slideshowImg')).toBe('a.jpg');
    const added = setAt(document, 'sales.en.title', 'Wang');
    expect(getAt(added, 'sales.en.title')).toBe('Wang');
    expect(getAt(added, 'sales.cn.title')).toBe('王');
    expect(sameDocument(document, added)).toBe(false);
  });

  it('counts text a reader would see: empty paragraphs are empty', () => {
    expect(hasText('  ')).toBe(false);
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p><img src="/media/1/a.jpg"></p>')).toBe(true);
    expect(hasText('<p>Hi</p>')).toBe(true);
    expect(hasText(undefined)).toBe(false);
  });

  it('marks a pair with one side empty as missing a translation', () => {
    expect(isMissing({ title: '新闻', titleEn: '' }, 'title', 'titleEn')).toBe(true);
    expect(isMissing({ title: '', titleEn: 'News' }, 'title', 'titleEn')).toBe(true);
    expect(isMissing({ title: '新闻', titleEn: 'News' }, 'title', 'titleEn')).toBe(false);
    expect(isMissing({ title: '', titleEn: '' }, 'title', 'titleEn')).toBe(false);
  });

  it('reads the server issue paths with or without the document prefix', () => {
    expect(issuePath(['document', 'slides', 0, 'slideshowImg'])).toBe('slides.0.slideshowImg');
    expect(issuePath(['slug'])).toBe('slug');
  });
});
