// A gallery's build story as the source answers it (decision 0067): its story and before/after
// pair go into the gallery's row with the gallery; its parts list products, which are written
// after the galleries, so the parts of every gallery are written once the products are, each
// gallery's in one transaction and only when they differ from what is here. A part whose product
// was not imported is left out and reported.
import type { BuildStory, GalleryDetail } from '@refit/contract';
import { bumpContentVersion } from '../../db/content-version.ts';
import type { ImportContext } from '../import-context.ts';
import { keepDocumentLive } from './keep-document-live.ts';

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

/**
 * Writes each imported gallery's parts; `localIds` maps `car_gallery:<source id>` and
 * `product:<source id>` to the ids here (a gallery or product not imported has none).
 */
export async function writeGalleryParts(
  context: ImportContext,
  galleries: readonly GalleryDetail[],
  localIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const gallery of galleries) {
    const galleryId = localIds.get(`car_gallery:${gallery.id}`);
    if (galleryId === undefined) continue;
    const wanted = (gallery.buildStory?.parts ?? []).flatMap((part) => {
      const productId = localIds.get(`product:${part.id}`);
      if (productId === undefined)
        // The gallery is imported all the same: only this part of it is left out.
        context.report.problem({
          kind: 'missing-reference',
          message: `car_gallery:${gallery.id}: lists product:${part.id}, which was not imported; the part is left out`,
        });
      return productId === undefined ? [] : [productId];
    });
    const here = await context.db
      .selectFrom('gallery_part')
      .select('productId')
      .where('galleryId', '=', galleryId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    if (JSON.stringify(wanted) === JSON.stringify(here.map((row) => row.productId))) continue;
    if (context.dryRun) continue;
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('gallery_part').where('galleryId', '=', galleryId).execute();
      for (const [place, productId] of wanted.entries())
        await trx
          .insertInto('gallery_part')
          .values({ galleryId, productId, sortOrder: place + 1 })
          .execute();
      await keepDocumentLive(trx, 'galleries', galleryId);
      await bumpContentVersion(trx);
    });
  }
}
