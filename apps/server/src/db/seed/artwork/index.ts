// Writes every generated demo image into the static directory and re-exports
// the file-name catalogue so the seed references assets without typos.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copyCachedDemoPhotos, prepareDemoPhotos, writeDemoPhotos } from '../photos/demo-photos.ts';
import { DEMO_PHOTOS_PENDING } from '../photos/photo-cache-dir.ts';
import type { DemoPhotoOptions } from '../photos/demo-photos.ts';
import { brandSlide, homeBanner } from './banner.ts';
import { brandEmblem } from './brand-icon.ts';
import { carIconSvg, carRender, configShot } from './car-render.ts';
import * as cat from './catalog.ts';
import { galleryShot } from './gallery.ts';
import { menuTileSvg, socialSvg, typeTileSvg } from './icons.ts';
import { logoMarkSvg, logoSvg } from './logo.ts';
import { newsCover } from './news.ts';
import { PART_PICTURES } from '../catalogue.ts';
import { partPictureSvg, partShot } from './part.ts';
import { partnerLogo } from './partner.ts';
import { placeholderCar, placeholderImage } from './placeholder.ts';

export * from './catalog.ts';
export { brandSlide as brandSlideSvg, homeBanner as homeBannerSvg } from './banner.ts';
export { brandEmblem } from './brand-icon.ts';
export { carIconSvg, carRender, configShot } from './car-render.ts';
export { galleryShot } from './gallery.ts';
export { menuTileSvg, socialSvg, tile, typeTileSvg } from './icons.ts';
export { logoMarkSvg, logoSvg } from './logo.ts';
export { newsCover } from './news.ts';
export { partPictureSvg, partShot } from './part.ts';
export { partPicture, partPictureFile } from './part-spec.ts';
export { partnerLogo as partnerLogoSvg } from './partner.ts';
export { buildPdf } from './pdf.ts';
export { placeholderCar, placeholderImage } from './placeholder.ts';

/** Every asset as [relative path, generator]; generators run lazily while writing. */
export function artworkPlan(): [string, () => string][] {
  const plan: [string, () => string][] = [];
  const { range } = cat;
  for (const slug of cat.BRAND_SLUGS) {
    plan.push([cat.brandIcon(slug), () => brandEmblem(slug)]);
    for (const i of range(cat.SLIDES_PER_BRAND))
      plan.push([cat.brandSlide(slug, i), () => brandSlide(slug, i)]);
    for (const n of range(cat.CARS_PER_BRAND)) {
      plan.push([cat.carImage(slug, n), () => carRender(slug, n)]);
      plan.push([cat.carIcon(slug, n), () => carIconSvg(slug, n)]);
      for (const k of range(cat.CONFIG_SHOTS_PER_CAR))
        plan.push([cat.configImage(slug, n, k), () => configShot(slug, n, k)]);
      for (const k of range(cat.GALLERY_SHOTS_PER_CAR))
        plan.push([cat.galleryImage(slug, n, k), () => galleryShot(slug, n, k)]);
    }
  }
  for (const kind of cat.PART_KINDS) plan.push([cat.partImage(kind), () => partShot(kind)]);
  // The products' own shots (kind, material, wheel design); the kind defaults are already planned.
  const planned = new Set(plan.map(([rel]) => rel));
  for (const [rel, pic] of PART_PICTURES) if (!planned.has(rel)) plan.push([rel, () => partPictureSvg(pic)]);
  for (const i of range(cat.NEWS_COUNT)) plan.push([cat.newsImage(i), () => newsCover(i)]);
  for (const i of range(cat.HOME_BANNER_COUNT)) plan.push([cat.homeBanner(i), () => homeBanner(i)]);
  for (const i of range(cat.PARTNERS.length)) plan.push([cat.partnerLogo(i), () => partnerLogo(i)]);
  for (const name of cat.MENU_TILES) {
    plan.push([cat.menuTile(name), () => menuTileSvg(name)]);
    plan.push([cat.typeTile(name), () => typeTileSvg(name)]);
  }
  for (const name of cat.SOCIAL_ICONS) plan.push([cat.socialIcon(name), () => socialSvg(name)]);
  plan.push([cat.LOGO, logoSvg], [cat.LOGO_MARK, logoMarkSvg]);
  plan.push([cat.PLACEHOLDER_CAR, placeholderCar], [cat.PLACEHOLDER_IMAGE, placeholderImage]);
  return plan;
}

/** Whether a planned file is a photograph, rendered from its drawing, rather than a drawing. */
export const isPhotograph = (rel: string): boolean => rel.endsWith('.jpg');

/** The demo's photographs made into the cache ahead of any seed (test suites' set-up). */
export async function prepareDemoPhotographs(photos: DemoPhotoOptions): Promise<void> {
  await prepareDemoPhotos(demoPhotographs(), photos);
}

/** The demo's photographs, as [relative path, drawing] pairs. */
export const demoPhotographs = () => artworkPlan().filter(([rel]) => isPhotograph(rel));

/**
 * Writes all artwork under `staticDir`; safe to run again (files are overwritten). With
 * `photos.later`, only the photographs the machine's cache holds are written: the others are
 * made after the server listens (demo-photo-backfill.ts), which a marker in `staticDir` asks for.
 */
export async function writeArtwork(
  staticDir: string,
  photos: DemoPhotoOptions & { later?: boolean },
): Promise<void> {
  const plan = artworkPlan();
  const drawings = plan.filter(([rel]) => !isPhotograph(rel));
  const dirs = new Set(drawings.map(([rel]) => dirname(join(staticDir, rel))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(drawings.map(([rel, make]) => writeFile(join(staticDir, rel), make(), 'utf8')));
  if (!photos.later) {
    await writeDemoPhotos(staticDir, demoPhotographs(), photos);
    return;
  }
  const missing = await copyCachedDemoPhotos(staticDir, demoPhotographs(), photos.cacheDir);
  if (missing.length > 0) await writeFile(join(staticDir, DEMO_PHOTOS_PENDING), `${missing.length}\n`);
}
