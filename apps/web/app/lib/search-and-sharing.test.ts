import { describe, expect, it } from 'vitest';
import { pageSharing } from './search-and-sharing.ts';

const seo = {
  seoTitle: '搜索标题',
  seoTitleEn: '',
  seoDescription: '<b>搜索</b>描述',
  seoDescriptionEn: 'A sentence for search',
  shareImgUrl: '/media/3/share.jpg',
};

describe('pageSharing', () => {
  it("takes the page's language only, as words, and the picture in both", () => {
    expect(pageSharing('zh', seo)).toEqual({
      title: '搜索标题',
      description: '搜索描述',
      image: '/media/3/share.jpg',
    });
    expect(pageSharing('en', seo)).toEqual({
      title: '',
      description: 'A sentence for search',
      image: '/media/3/share.jpg',
    });
  });

  it('is none when the record has none, or nothing for the language', () => {
    expect(pageSharing('zh', undefined)).toBeUndefined();
    expect(pageSharing('en', { ...seo, seoDescriptionEn: '', shareImgUrl: ' ' })).toBeUndefined();
  });
});
