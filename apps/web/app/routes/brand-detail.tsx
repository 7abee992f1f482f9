// Brand detail (/brand/:id, or /brand/porsche by the slug fallback): hero slideshow, car-model
// chips, the modification gallery and the news grid (SPEC sections 2, 4, 8 and 9).
// The first HTML is rendered on the server with everything in it. Later visits load in the
// browser: the brand first (so title and hero are there at once), then the rest while the page
// shows its loading state. Each brand id gets a fresh page, so no state carries over.
import { data, useNavigation } from 'react-router';
import { BrandFailed, BrandPage } from '../features/brand/brand-page.tsx';
import { loadBrandContent, loadBrandHead } from '../features/brand/brand-data.ts';
import { LoadingBlock, StatePanel, PanelLink } from '../components/ui/state-panel.tsx';
import type { BrandContent } from '../features/brand/brand-types.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { getBrowserApi } from '../lib/api/browser-api.ts';
import { resolveLanguage } from '../lib/i18n/language.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle, taggedTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/brand-detail';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = { tracking: img(), ownLoadingState: true } satisfies RouteHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const api = getApi(context);
  const head = await loadBrandHead(api, lang, params.id);
  const content: BrandContent | null =
    head.status === 'found' ? await loadBrandContent(api, lang, head.brand.id) : null;
  // Crawlers should neither index an unknown brand nor a page that failed to load.
  let status = 200;
  if (head.status === 'empty') status = 404;
  else if (head.status === 'failed' || content?.status === 'failed') status = 503;
  return data({ lang, head, content }, { status });
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = resolveLanguage(request.url, document.cookie);
  const api = getBrowserApi();
  const head = await loadBrandHead(api, lang, params.id);
  const content: Promise<BrandContent> | null =
    head.status === 'found' ? loadBrandContent(api, lang, head.brand.id) : null;
  return { lang, head, content };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  const head = loaderData?.head;
  if (head?.status !== 'found') {
    return [
      ...pageMeta(
        { lang, title: pageTitle(lang, messages.screens.brandDetail) },
        location,
        pageOrigin(matches),
      ),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { brand } = head;
  // /brand/porsche and /brand/3 are one page: the id address is the canonical one.
  const canonical = { pathname: paths.brand(brand.id), search: location.search };
  return pageMeta(
    {
      lang,
      title: taggedTitle(lang, brand.name),
      description: messages.brand.description(brand.name),
      keywords: brand.keywords || undefined,
      image: brand.slides[0]?.image,
    },
    canonical,
    pageOrigin(matches),
  );
}

export default function BrandDetail({ loaderData, params }: Route.ComponentProps) {
  const { lang, head, content } = loaderData;
  const text = getMessages(lang).brand;
  const navigation = useNavigation();

  // Leaving for another brand: this brand's data is cleared at once.
  const target = navigation.location?.pathname;
  if (navigation.state === 'loading' && target?.startsWith('/brand/') && target !== paths.brand(params.id)) {
    return (
      <main>
        <h1 className="visually-hidden">{text.loading}</h1>
        <LoadingBlock label={text.loading} />
      </main>
    );
  }

  if (head.status === 'failed') return <BrandFailed lang={lang} />;
  if (head.status === 'empty') {
    return (
      <StatePanel tone="empty" title={text.emptyTitle} message={text.emptyMessage}>
        <PanelLink to={paths.carList()}>{text.browseAll}</PanelLink>
      </StatePanel>
    );
  }
  // `content` is set whenever the brand was found.
  return (
    <BrandPage
      key={`${head.brand.id}:${lang}`}
      lang={lang}
      brand={head.brand}
      content={content ?? { status: 'failed' }}
    />
  );
}
