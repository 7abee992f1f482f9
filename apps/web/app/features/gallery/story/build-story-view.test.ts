// A gallery's build story shaped for its page: the story cleaned and as plain words, parts leading
// to their product pages and back, the before/after labels in the page's language, and nothing at
// all for a story with nothing in it.
import type { BuildStory } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { buildStoryView } from './build-story-view.ts';

const gallery = { id: 11, name: '911 Turbo S · 宁波国际赛道', carName: '911 Turbo S' };

const story: BuildStory = {
  story: '<h3>空力</h3><p>前唇与<strong>尾翼</strong>。</p><img src="x" onerror="alert(1)">',
  storyEn: '<p>Front lip &amp; <em>wing</em>.</p>',
  parts: [{ id: 1, name: '前唇', nameEn: 'Front lip', productImgFileUrl: 'part/lip.jpg' }],
  beforeAfter: {
    before: { imgUrl: 'car/porsche-1.jpg', caption: '原厂', captionEn: '' },
    after: { imgUrl: 'gallery/porsche-1-1.jpg', caption: '', captionEn: '' },
  },
};

describe('buildStoryView', () => {
  it('shapes the story, the parts and the pair in Chinese', () => {
    const view = buildStoryView('zh', story, gallery)!;
    expect(view.storyHtml).toContain('<h3>空力</h3><p>前唇与<strong>尾翼</strong>。</p>');
    expect(view.storyHtml).not.toContain('onerror');
    expect(view.storyText).toBe('空力 前唇与尾翼。');
    expect(view.words.storyTitle).toBe('这台 911\u00a0Turbo\u00a0S 的改装历程');
    expect(view.parts).toEqual([
      {
        id: 1,
        name: '前唇',
        image: '/api/static/part/lip.jpg',
        href: `/product/info/1?from=gallery&fromPath=%2Fgallery%2F11&fromName=${encodeURIComponent(gallery.name).replace(/%20/g, '+')}`,
      },
    ]);
    expect(view.comparison).toMatchObject({
      before: { label: '改装前', caption: '原厂', alt: '改装前：原厂', src: '/api/static/car/porsche-1.jpg' },
      after: { label: '改装后', caption: '', alt: `改装后：${gallery.name}` },
      sliderLabel: '改装前后对比',
    });
  });

  it('reads the English side, falling back to the Chinese caption', () => {
    const view = buildStoryView('en', story, gallery)!;
    expect(view.storyText).toBe('Front lip & wing.');
    expect(view.parts[0]?.name).toBe('Front lip');
    expect(view.comparison?.before).toMatchObject({ label: 'Before', caption: '原厂', alt: 'Before: 原厂' });
    expect(view.comparison?.after.label).toBe('After');
    expect(view.words.partsCount).toBe('1 part');
  });

  it('is null without a story, and for a story with nothing in it', () => {
    expect(buildStoryView('zh', undefined, gallery)).toBeNull();
    expect(
      buildStoryView('en', { story: '', storyEn: '', parts: [], beforeAfter: null }, gallery),
    ).toBeNull();
  });

  it('keeps parts without a written story, and leaves the pair out when there is none', () => {
    const view = buildStoryView('zh', { ...story, story: '', storyEn: '', beforeAfter: null }, gallery)!;
    expect(view.storyHtml).toBe('');
    expect(view.parts).toHaveLength(1);
    expect(view.comparison).toBeNull();
  });
});
