// Gallery (/gallery): every modification gallery, newest catalogue order, with show more and
// load more. The first page is rendered on the server, so crawlers see its links.
import { EMPTY_GALLERY_PAGE } from '../lib/content/gallery-cards.ts';
import { loadGalleryPage } from '../lib/content/gallery-data.ts';
import { GalleryList } from '../features/gallery/gallery-list.tsx';
import styles from '../features/gallery/gallery-page.module.css';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { getApi } from '../lib/api/api-context.server.ts';
import { settle } from '../lib/api/settle.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import { GALLERY_BRAND_PARAM, paths } from '../lib/paths.ts';
import { parsePositiveId } from '@refit/contract/rules';
import { GalleryBrandFilter } from '../features/gallery/gallery-brand-filter.tsx';
import { loadGalleryBrands } from '../features/gallery/gallery-brands.server.ts';
import type { Route } from './+types/gallery';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = {
  tracking: img(paths.gallery()),
  queryParams: [GALLERY_BRAND_PARAM],
} satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const api = getApi(context);
  const brands = await loadGalleryBrands(api, lang);
  // A brand the site does not list (an old or hand-edited link) is no filter.
  const asked = parsePositiveId(new URL(request.url).searchParams.get(GALLERY_BRAND_PARAM) ?? undefined);
  const brandId = brands.some((brand) => brand.id === asked) ? asked : null;
  // A list that cannot be fetched is an empty list (SPEC section 8).
  const page = await settle(
    api.log,
    'galleries',
    () => loadGalleryPage(api, lang, { brandId }, 1),
    EMPTY_GALLERY_PAGE,
  );
  return { lang, page, brands, brandId };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, messages.screens.gallery),
      description: messages.content.gallery.description,
      image: loaderData?.page.items[0]?.image,
    },
    location,
    pageOrigin(matches),
  );
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { lang, page, brands, brandId } = loaderData;
  const messages = getMessages(lang);
  const text = messages.content.gallery;
  return (
    <main className={styles.page}>
      <PageIntro eyebrow={text.eyebrow} title={messages.screens.gallery} lead={text.lead} />
      <div className={styles.body}>
        <GalleryBrandFilter
          brands={brands}
          current={brandId}
          text={{ label: text.filterLabel, all: text.filterAll }}
        />
        {/* A fresh list per language and brand: the cards carry translated names. */}
        <GalleryList
          key={`${lang}-${brandId ?? 'all'}`}
          lang={lang}
          brandId={brandId}
          initialPage={page}
          text={text}
        />
      </div>
    </main>
  );
}
