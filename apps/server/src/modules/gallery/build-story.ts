// A gallery's build story as the gallery detail answers it (decision 0067): the story (HTML cleaned
// by the site's allow-list as it leaves), the parts visitors may see, in order, and the before/after
// pair. Absent when the editors filled none of it, so a gallery without one answers exactly as
// SPEC section 7 says.
import type { BuildStory } from '@refit/contract';
import { sanitizeRichHtml } from '@refit/contract/rich-text';
import type { Db } from '../../db/connect.ts';
import { visibleProductsById } from '../product/repository.ts';

/** The gallery's columns the story is made of. */
export const BUILD_STORY_COLUMNS = [
  'car_gallery.story',
  'car_gallery.storyEn',
  'car_gallery.beforeImgUrl',
  'car_gallery.afterImgUrl',
  'car_gallery.beforeCaption',
  'car_gallery.beforeCaptionEn',
  'car_gallery.afterCaption',
  'car_gallery.afterCaptionEn',
] as const;

/** Those columns by their own names, as a query reads them. */
type StoryColumns = Record<
  (typeof BUILD_STORY_COLUMNS)[number] extends `car_gallery.${infer C}` ? C : never,
  string
>;

async function partsOf(db: Db, galleryId: number): Promise<BuildStory['parts']> {
  const listed = await db
    .selectFrom('gallery_part')
    .select('productId')
    .where('galleryId', '=', galleryId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const products = await visibleProductsById(db, [...new Set(listed.map((part) => part.productId))]);
  return listed.flatMap((part) => {
    const product = products.get(part.productId);
    return product ? [product] : [];
  });
}

/** Blank HTML (an emptied editor leaves `<p></p>`) is no story. */
const blank = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/**
 * The record without its story columns, with its `buildStory` when any of it is filled. `id` is
 * the gallery's.
 */
export async function withBuildStory<T extends { id: number } & StoryColumns>(
  db: Db,
  row: T,
): Promise<Omit<T, keyof StoryColumns> & { buildStory?: BuildStory }> {
  const {
    story,
    storyEn,
    beforeImgUrl,
    afterImgUrl,
    beforeCaption,
    beforeCaptionEn,
    afterCaption,
    afterCaptionEn,
    ...record
  } = row;
  const buildStory: BuildStory = {
    story: blank(story) ? '' : sanitizeRichHtml(story),
    storyEn: blank(storyEn) ? '' : sanitizeRichHtml(storyEn),
    parts: await partsOf(db, row.id),
    // Both or neither: the admin saves one picture only with the other.
    beforeAfter:
      beforeImgUrl !== '' && afterImgUrl !== ''
        ? {
            before: { imgUrl: beforeImgUrl, caption: beforeCaption, captionEn: beforeCaptionEn },
            after: { imgUrl: afterImgUrl, caption: afterCaption, captionEn: afterCaptionEn },
          }
        : null,
  };
  const filled =
    buildStory.story !== '' ||
    buildStory.storyEn !== '' ||
    buildStory.parts.length > 0 ||
    buildStory.beforeAfter !== null;
  return filled ? { ...record, buildStory } : record;
}
