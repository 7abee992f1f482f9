// A gallery's build story as the admin saves it and the gallery detail answers it: empty by
// default, pictures in pairs, captions only with them, parts once each, and the public record
// unchanged for a gallery without one.
import { describe, expect, it } from 'vitest';
import { galleryDetailSchema } from '../../entities.ts';
import { galleryDocumentSchema } from './galleries.ts';

const base = { carId: 7, galleryName: '宁波国际赛道' };

const issuesOf = (document: Record<string, unknown>) =>
  (galleryDocumentSchema.safeParse({ ...base, ...document }).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the build story of a gallery document', () => {
  it('is empty by default: no story, no parts, no pair', () => {
    expect(galleryDocumentSchema.parse(base)).toMatchObject({
      story: '',
      storyEn: '',
      storyDoc: null,
      parts: [],
      beforeImgUrl: '',
      afterImgUrl: '',
      beforeCaption: '',
      afterCaptionEn: '',
    });
  });

  it('takes a whole pair with captions and parts in order', () => {
    const document = {
      beforeImgUrl: '/media/1/before.jpg',
      afterImgUrl: '/media/2/after.jpg',
      beforeCaption: '原厂',
      afterCaptionEn: 'Carbon kit',
      parts: [{ productId: 3 }, { productId: 1 }],
    };
    expect(galleryDocumentSchema.parse({ ...base, ...document })).toMatchObject(document);
  });

  it('refuses half a pair beside the missing picture, the same picture twice and a lone caption', () => {
    expect(issuesOf({ beforeImgUrl: '/media/1/a.jpg' })).toEqual([
      ['afterImgUrl', 'is required with the before picture'],
    ]);
    expect(issuesOf({ afterImgUrl: '/media/1/a.jpg' })).toEqual([
      ['beforeImgUrl', 'is required with the after picture'],
    ]);
    expect(issuesOf({ beforeImgUrl: '/media/1/a.jpg', afterImgUrl: '/media/1/a.jpg' })).toEqual([
      ['afterImgUrl', 'must differ from the before picture'],
    ]);
    expect(issuesOf({ afterCaption: '碳纤维' })).toEqual([
      ['afterCaption', 'needs the before and after pictures'],
    ]);
  });

  it('refuses a part listed twice and more than 30 parts', () => {
    expect(issuesOf({ parts: [{ productId: 2 }, { productId: 2 }] })).toEqual([
      ['parts.1.productId', 'is listed twice'],
    ]);
    const many = Array.from({ length: 31 }, (_, at) => ({ productId: at + 1 }));
    expect(issuesOf({ parts: many })).toEqual([['parts', 'must have at most 30 items']]);
  });
});

describe('the gallery detail', () => {
  const gallery = {
    id: 11,
    galleryName: '宁波国际赛道',
    galleryNameEn: '',
    brandName: '保时捷',
    brandNameEn: 'Porsche',
    carName: '911 Turbo S',
    carNameEn: '911 Turbo S',
    coverImgUrl: '',
    carId: 7,
    brandId: 3,
    galleryJson: '[]',
  };

  it('reads a gallery without a story as SPEC section 7 describes it, and one with its story', () => {
    expect(galleryDetailSchema.parse(gallery)).not.toHaveProperty('buildStory');
    const buildStory = { story: '<p>故事</p>', storyEn: '', parts: [], beforeAfter: null };
    expect(galleryDetailSchema.parse({ ...gallery, buildStory }).buildStory).toEqual(buildStory);
  });
});
