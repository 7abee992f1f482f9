// The booking form's settings, read by the loaders of the pages with the form: the contact rule
// (decision 0054) and, when owners have it on, workshop booking with the workshops to choose from
// (decision 0065). When the settings cannot be read the form asks for the e-mail, SPEC section 5's
// rule, and books nothing: a form filled in so passes on the server whatever the settings are.
import type { UiLanguage } from '@refit/contract';
import { DEFAULT_CONTACT_RULE } from '@refit/contract/rules';
import type { ContactRule } from '@refit/contract/rules';
import type { Api } from '../api/client.ts';
import { settle } from '../api/settle.ts';
import { pickField } from '../i18n/pick-text.ts';

/** A workshop the visitor may choose: a published location, named in the page's language. */
export interface WorkshopChoice {
  id: number;
  name: string;
}

export interface WorkshopBooking {
  /** SITE_TIME_ZONE: the days a visitor may choose start at today there. */
  timeZone: string;
  /** The published locations; none, and the form offers no choice of workshop. */
  workshops: WorkshopChoice[];
}

export interface BookingFormSettings {
  contactRule: ContactRule;
  /** Null while owners have workshop booking off: the form is the spec's. */
  workshopBooking: WorkshopBooking | null;
}

const SPEC_FORM: BookingFormSettings = { contactRule: DEFAULT_CONTACT_RULE, workshopBooking: null };

export function loadBookingFormSettings(api: Api, lang: UiLanguage): Promise<BookingFormSettings> {
  return settle(
    api.log,
    'booking form: settings',
    async () => {
      const { contactRule, workshopBooking, timeZone } = await api.getContactRule();
      if (!workshopBooking) return { contactRule, workshopBooking: null };
      // Without the list the visitor still books a day; the team asks which workshop.
      const workshops = await settle(
        api.log,
        'booking form: workshops',
        async () =>
          (await api.getLocationList()).map((location) => ({
            id: location.id,
            name: pickField(lang, location, 'name'),
          })),
        [],
      );
      return { contactRule, workshopBooking: { timeZone, workshops } };
    },
    SPEC_FORM,
  );
}
