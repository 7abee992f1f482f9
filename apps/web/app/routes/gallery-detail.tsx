// Gallery detail (/gallery/:id): the cover, every picture with the preview, and the car and
// brand the build belongs to. An unknown id answers 404 with a friendly way back.
import { data } from 'react-router';
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { GalleryDetailPage } from '../features/gallery/gallery-detail.tsx';
import { loadGalleryDetail } from '../features/gallery/gallery-detail-data.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { requestLanguage } from '../lib/i18n/language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/gallery-detail';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = { tracking: img() } satisfies RouteHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const gallery = await loadGalleryDetail(getApi(context), lang, params.id);
  return data({ lang, gallery }, { status: gallery ? 200 : 404 });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  const gallery = loaderData?.gallery;
  const screen = messages.screens.galleryDetail;
  if (!gallery)
    return [
      ...pageMeta({ lang, title: pageTitle(lang, screen) }, location, pageOrigin(matches)),
      { name: 'robots', content: 'noindex' },
    ];
  // The gallery's name in place of the screen's name, so a shared link shows the build (decision 0047).
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, gallery.name || screen),
      description: messages.content.galleryDetail.description(
        gallery.name,
        `${gallery.brandName} ${gallery.carName}`,
      ),
      keywords: [gallery.brandName, gallery.carName, messages.screens.gallery].join(','),
      image: gallery.image,
    },
    location,
    pageOrigin(matches),
  );
}

export default function GalleryDetail({ loaderData }: Route.ComponentProps) {
  const { lang, gallery } = loaderData;
  const messages = getMessages(lang);
  if (!gallery) {
    const text = messages.content.galleryDetail;
    return (
      <StatePanel tone="empty" title={text.notFoundTitle} message={text.notFoundMessage}>
        <PanelLink to={paths.gallery()}>{text.back}</PanelLink>
      </StatePanel>
    );
  }
  return <GalleryDetailPage key={gallery.id} lang={lang} gallery={gallery} />;
}
