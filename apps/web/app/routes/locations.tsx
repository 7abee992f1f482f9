// Locations (/locations): the workshop and the partner service points in the visitor's language,
// rendered on the server. When the content API fails the page says so (HTTP 503) and offers to try
// again; with no location published it says where to ask instead.
import type { UiLanguage } from '@refit/contract';
import { data, useRevalidator } from 'react-router';
import { PanelButton, PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { loadLocations } from '../features/locations/locations-data.server.ts';
import { LocationsPage } from '../features/locations/locations-page.tsx';
import { getApi } from '../lib/api/api-context.server.ts';
import { errorText } from '../lib/api/errors.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { paths } from '../lib/paths.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/locations';

export const handle = {
  tracking: { browseType: 'menu', menuPath: paths.locations() },
  // Under About in the menu, also where the editors have not (yet) given it an entry.
  menuSection: () => paths.about(),
} satisfies RouteHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const api = getApi(context);
  try {
    return { lang, locations: await loadLocations(api, lang) };
  } catch (error) {
    // The API client has logged the failure; the visitor gets a calm notice, not a crash.
    api.log.warn({ reason: errorText(error) }, 'locations unavailable');
    return data({ lang, failed: true as const }, { status: 503 });
  }
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  const title = pageTitle(lang, messages.screens.locations);
  if (!loaderData || 'failed' in loaderData) return [{ title }, { name: 'robots', content: 'noindex' }];
  return pageMeta(
    {
      lang,
      title,
      description: messages.content.locations.description,
      image: loaderData.locations.find((item) => item.photos.length > 0)?.photos[0],
    },
    location,
    pageOrigin(matches),
  );
}

function LocationsFailed({ lang }: { lang: UiLanguage }) {
  const text = getMessages(lang).content.locations;
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <StatePanel tone="failed" title={text.failedTitle} message={text.failedMessage}>
      <PanelButton onClick={() => void revalidator.revalidate()} busy={busy}>
        {busy ? getMessages(lang).common.loading : text.retry}
      </PanelButton>
      <PanelLink to={paths.home()}>{text.home}</PanelLink>
    </StatePanel>
  );
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  if ('failed' in loaderData) return <LocationsFailed lang={loaderData.lang} />;
  return <LocationsPage lang={loaderData.lang} locations={loaderData.locations} />;
}
