// Car detail (/car/:id), rendered on the server in the visitor's language: the car with its
// product-type tabs, configuration and parts, description, video, galleries and the booking form.
// An unknown car answers 404 with a not-found section; when the content API fails the page says
// so (HTTP 503) and offers to try again.
import { data, isRouteErrorResponse } from 'react-router';
import { notFoundMeta, rootLanguage } from '../features/catalogue/catalogue-meta.ts';
import { NotFoundSection } from '../features/catalogue/not-found-section.tsx';
import { CarFailed } from '../features/car/car-failed.tsx';
import { loadCar, loadFirstParts } from '../features/car/car-data.server.ts';
import { carFailedMeta, carMeta } from '../features/car/car-meta.ts';
import { CarPage } from '../features/car/car-page.tsx';
import type { CarFailedData, CarPageData } from '../features/car/car-types.ts';
import { getApi } from '../lib/api/api-context.ts';
import { requestLanguage } from '../lib/i18n/language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { metaOrigin } from '../lib/seo.ts';
import type { Route } from './+types/car-detail';

function parseCarId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const origin = metaOrigin(url.origin);
  const carId = parseCarId(params.id);
  if (carId === null) throw data({ lang }, { status: 404 });

  const api = getApi(context);
  let car: Awaited<ReturnType<typeof loadCar>>;
  try {
    car = await loadCar(api, lang, carId);
  } catch (error) {
    // The API client has logged the failure; the visitor gets a calm notice, not a crash.
    console.error(`car ${carId} unavailable`, error instanceof Error ? error.message : error);
    const failed: CarFailedData = { lang, origin, failed: true, carId };
    return data(failed, { status: 503 });
  }
  if (!car) throw data({ lang }, { status: 404 });

  const page: CarPageData = {
    lang,
    origin,
    car,
    brandId: car.brandId,
    firstParts: await loadFirstParts(api, lang, car),
  };
  return page;
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(rootLanguage(matches));
  if ('failed' in loaderData) return carFailedMeta(loaderData.lang);
  return carMeta(loaderData, location);
}

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  if ('failed' in loaderData) return <CarFailed lang={loaderData.lang} />;
  // A new car or language starts the page afresh: tabs, carousel and loaded parts belong to one car.
  return <CarPage key={`${loaderData.car.id}-${loaderData.lang}`} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLanguage();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const messages = getMessages(lang);
  const text = messages.car.notFound;
  return (
    <NotFoundSection
      title={text.title}
      message={text.message}
      links={[
        { label: text.home, to: '/' },
        { label: messages.screens.gallery, to: '/gallery' },
      ]}
    />
  );
}
