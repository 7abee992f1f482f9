// About (/about): the company, its services and its contacts (#contact), with the enquiry form.
import { loadEnquiryStart, loadSalesContact } from '../features/about/about-data.server.ts';
import { AboutPage } from '../features/about/about-page.tsx';
import { BookingForm } from '../features/booking/booking-form.tsx';
import { getApi } from '../lib/api/api-context.server.ts';
import { loadBookingFormSettings } from '../lib/contact/booking-form-settings.server.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import { ENQUIRY_LOCATION_PARAM, ENQUIRY_PRODUCT_PARAM, paths } from '../lib/paths.ts';
import { useWechatQr } from '../lib/contact/wechat-qr.ts';
import type { Route } from './+types/about';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = {
  tracking: { browseType: 'menu', menuPath: paths.about() },
  queryParams: [ENQUIRY_PRODUCT_PARAM, ENQUIRY_LOCATION_PARAM],
} satisfies RouteHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const api = getApi(context);
  const [sales, enquiry, bookingForm] = await Promise.all([
    loadSalesContact(api, lang),
    loadEnquiryStart(api, lang, url),
    loadBookingFormSettings(api, lang),
  ]);
  return { lang, sales, enquiry, ...bookingForm };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  return pageMeta(
    { lang, title: pageTitle(lang, messages.screens.about), description: messages.content.about.description },
    location,
    pageOrigin(matches),
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { lang, sales, enquiry, contactRule, workshopBooking } = loaderData;
  // Drawn once for the shell by the root loader; About shows the same codes.
  const wechatQr = useWechatQr();
  return (
    <AboutPage
      lang={lang}
      sales={sales}
      wechatQr={wechatQr}
      enquiry={
        <BookingForm
          lang={lang}
          contactRule={contactRule}
          workshopBooking={workshopBooking}
          initialMessage={enquiry.message}
          sourcePath={enquiry.sourcePath}
          focusOnArrival={enquiry.message !== ''}
        />
      }
    />
  );
}
