// A gallery of a car: names, cover and images, and its build story (decision 0067): the story in
// both languages (rich text), the parts used (products, in order) and a before/after pair of
// pictures with their captions.
import { z } from 'zod';
import { BUILD_STORY_LIMITS } from '../../rules/build-story.ts';
import {
  boundedText,
  contentId,
  fileUrl,
  imageList,
  optionalName,
  requiredName,
  richText,
  searchAndSharingFields,
} from './fields.ts';
import { richDocSchema } from './rich-doc.ts';

export const galleryPartDocumentSchema = z.strictObject({ productId: contentId }, { error: 'unknown field' });

const caption = boundedText(BUILD_STORY_LIMITS.caption).default('');

/** The before/after pair: both pictures or neither; a caption only with them. */
export const BEFORE_AFTER_PICTURES = ['beforeImgUrl', 'afterImgUrl'] as const;
export const BEFORE_AFTER_CAPTIONS = [
  'beforeCaption',
  'beforeCaptionEn',
  'afterCaption',
  'afterCaptionEn',
] as const;

export const galleryDocumentSchema = z
  .strictObject(
    {
      carId: contentId,
      galleryName: requiredName,
      galleryNameEn: optionalName,
      coverImgUrl: fileUrl,
      images: imageList,
      story: richText,
      storyEn: richText,
      storyDoc: richDocSchema,
      storyDocEn: richDocSchema,
      parts: z
        .array(galleryPartDocumentSchema)
        .max(BUILD_STORY_LIMITS.parts, `must have at most ${BUILD_STORY_LIMITS.parts} items`)
        .default([]),
      beforeImgUrl: fileUrl,
      afterImgUrl: fileUrl,
      beforeCaption: caption,
      beforeCaptionEn: caption,
      afterCaption: caption,
      afterCaptionEn: caption,
      ...searchAndSharingFields,
    },
    { error: 'unknown field' },
  )
  .superRefine((gallery, context) => {
    const [before, after] = BEFORE_AFTER_PICTURES;
    const paired = gallery[before] !== '' && gallery[after] !== '';
    if ((gallery[before] === '') !== (gallery[after] === '')) {
      const missing = gallery[before] === '' ? before : after;
      context.addIssue({
        code: 'custom',
        path: [missing],
        message:
          missing === before ? 'is required with the after picture' : 'is required with the before picture',
      });
    } else if (paired && gallery[before] === gallery[after]) {
      context.addIssue({ code: 'custom', path: [after], message: 'must differ from the before picture' });
    }
    if (gallery[before] === '' && gallery[after] === '') {
      for (const key of BEFORE_AFTER_CAPTIONS) {
        if (gallery[key] !== '')
          context.addIssue({ code: 'custom', path: [key], message: 'needs the before and after pictures' });
      }
    }
    const listed = new Set<number>();
    gallery.parts.forEach((part, at) => {
      if (listed.has(part.productId))
        context.addIssue({ code: 'custom', path: ['parts', at, 'productId'], message: 'is listed twice' });
      listed.add(part.productId);
    });
  });
export type GalleryDocument = z.output<typeof galleryDocumentSchema>;
