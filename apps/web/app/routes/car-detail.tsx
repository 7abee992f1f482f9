// Car detail (/car/:id), rendered on the server in the visitor's language: the car with its
// product-type tabs, configuration and parts, description, video, galleries and the booking form.
// An unknown car answers 404 with a not-found section; when the content API fails the page says
// so (HTTP 503) and offers to try again.
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { notFoundBoundary, notFoundMeta, rootLanguage } from '../lib/not-found.tsx';
import { BookingForm } from '../features/booking/booking-form.tsx';
import { CarFailed } from '../features/car/car-failed.tsx';
import { carLoader } from '../features/car/car-loader.server.ts';
import { carFailedMeta, carMeta } from '../features/car/car-meta.ts';
import { CarPage } from '../features/car/car-page.tsx';
import { CONTACT_ANCHOR } from '../features/car/offer-banner.tsx';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import type { Route } from './+types/car-detail';
import { img } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = {
  tracking: img(),
  ownLoadingState: true,
  menuSection: () => paths.brandSection(),
  // The car page has its own enquiry form, already naming the car.
  enquiry: ({ pathname }) => `${pathname}#${CONTACT_ANCHOR}`,
} satisfies RouteHandle;

export function loader({ params, context }: Route.LoaderArgs) {
  return carLoader({ context, idParam: params.id });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(rootLanguage(matches));
  if ('failed' in loaderData) return carFailedMeta(loaderData.lang);
  return carMeta(loaderData, location, pageOrigin(matches));
}

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  if ('failed' in loaderData) return <CarFailed lang={loaderData.lang} />;
  // A new car or language starts the page afresh: tabs, carousel and loaded parts belong to one car.
  return (
    <CarPage
      key={`${loaderData.car.id}-${loaderData.lang}`}
      data={loaderData}
      enquiry={
        <BookingForm
          lang={loaderData.lang}
          contactRule={loaderData.contactRule}
          workshopBooking={loaderData.workshopBooking}
          initialMessage={getMessages(loaderData.lang).booking.prefill.car(
            `${loaderData.car.brandName} ${loaderData.car.name}`,
          )}
        />
      }
    />
  );
}

export const ErrorBoundary = notFoundBoundary(({ lang }) => {
  const messages = getMessages(lang);
  const text = messages.car.notFound;
  return (
    <StatePanel tone="empty" title={text.title} message={text.message}>
      <PanelLink to={paths.home()}>{text.home}</PanelLink>
      <PanelLink to={paths.gallery()}>{messages.screens.gallery}</PanelLink>
    </StatePanel>
  );
});
