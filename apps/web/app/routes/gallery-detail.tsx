// Gallery detail (/gallery/:id): the cover, every picture with the preview, and the car and
// brand the build belongs to. An unknown id answers 404 with a friendly way back (`lib/not-found.tsx`).
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { GalleryDetailPage } from '../features/gallery/gallery-detail.tsx';
import { loadGalleryDetail } from '../features/gallery/gallery-detail-data.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { notFound, notFoundBoundary, notFoundMeta, rootLanguage } from '../lib/not-found.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/gallery-detail';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = { tracking: img() } satisfies RouteHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const gallery = await loadGalleryDetail(getApi(context), lang, params.id);
  if (!gallery) notFound(lang);
  return { lang, gallery };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(rootLanguage(matches));
  const { lang, gallery } = loaderData;
  const messages = getMessages(lang);
  const screen = messages.screens.galleryDetail;
  // The screen's name in the title (SPEC section 2), the gallery's name on its share card, so a
  // shared link shows the build (decision 0049).
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, screen),
      shareTitle: gallery.name ? pageTitle(lang, gallery.name) : undefined,
      // The story's own words where it is written, the screen's sentence about the build otherwise.
      description:
        gallery.storyDescription ??
        messages.content.galleryDetail.description(gallery.name, `${gallery.brandName} ${gallery.carName}`),
      keywords: [gallery.brandName, gallery.carName, messages.screens.gallery].join(','),
      image: gallery.image,
      sharing: gallery.sharing,
    },
    location,
    pageOrigin(matches),
  );
}

export default function GalleryDetail({ loaderData }: Route.ComponentProps) {
  const { lang, gallery } = loaderData;
  return <GalleryDetailPage key={gallery.id} lang={lang} gallery={gallery} />;
}

export const ErrorBoundary = notFoundBoundary(({ lang }) => {
  const text = getMessages(lang).content.galleryDetail;
  return (
    <StatePanel tone="empty" title={text.notFoundTitle} message={text.notFoundMessage}>
      <PanelLink to={paths.gallery()}>{text.back}</PanelLink>
    </StatePanel>
  );
});
