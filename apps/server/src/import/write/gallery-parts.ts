// A gallery's build story as the source answers it (decision 0067): its story and before/after
// pair go into the gallery's row with the gallery; its parts list products, which are written
// after the galleries, so the parts are linked rows (linked-rows.ts), written as the admin writes
// them once the products are. A part whose product was not imported is left out and reported.
import type { BuildStory } from '@refit/contract';
import { readParts, writeParts } from '../../modules/admin/content/adapters/galleries.ts';
import { linkedRows } from './linked-rows.ts';

/** The story's columns of the gallery's row (all empty when the source sends none). */
export function buildStoryColumns(story: BuildStory | undefined) {
  const pair = story?.beforeAfter;
  return {
    story: story?.story ?? '',
    storyEn: story?.storyEn ?? '',
    beforeImgUrl: pair?.before.imgUrl ?? '',
    afterImgUrl: pair?.after.imgUrl ?? '',
    beforeCaption: pair?.before.caption ?? '',
    beforeCaptionEn: pair?.before.captionEn ?? '',
    afterCaption: pair?.after.caption ?? '',
    afterCaptionEn: pair?.after.captionEn ?? '',
  };
}

/** Each imported gallery's parts. */
export const writeGalleryParts = linkedRows({
  items: (snapshot) => snapshot.galleries,
  owner: { type: 'galleries', table: 'car_gallery' },
  names: { table: 'product', says: 'lists', leftOut: 'part' },
  wanted: (gallery, link) =>
    (gallery.buildStory?.parts ?? []).flatMap((part) => link(part.id).map((productId) => ({ productId }))),
  read: readParts,
  write: writeParts,
});
