// Car list (/car-list): every car model, grouped by brand, each linking to its car page.
import { loadCarList } from '../lib/catalogue/car-list-data.server.ts';
import { CarListPage } from '../features/brand/car-list-page.tsx';
import { getApi } from '../lib/api/api-context.server.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/car-list';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

// No menu entry of its own: visits count for the entry of the brand pages' section.
export const handle = {
  tracking: img(paths.brandSection()),
  menuSection: () => paths.brandSection(),
} satisfies RouteHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  return { lang, groups: await loadCarList(getApi(context), lang) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const text = getMessages(lang).brand.carList;
  return pageMeta(
    { lang, title: pageTitle(lang, text.screen), description: text.description },
    location,
    pageOrigin(matches),
  );
}

export default function CarList({ loaderData }: Route.ComponentProps) {
  return <CarListPage lang={loaderData.lang} groups={loaderData.groups} />;
}
