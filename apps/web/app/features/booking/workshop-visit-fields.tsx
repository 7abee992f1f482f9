// The booking form's workshop visit (decision 0065), shown only while owners have workshop booking
// on: a preferred day (today to a year ahead in the site's time zone), a half-day slot, the
// workshop among the published locations (no choice when there are none) and the car's VIN.
// Every field is optional; the visit's rules are the contract's, checked again by the server.
import type { UiLanguage } from '@refit/contract';
import { BOOKING_SLOTS, bookingDayRange, dayIn, VIN_LENGTH } from '@refit/contract/rules';
import { useSyncExternalStore } from 'react';
import type { WorkshopBooking } from '../../lib/contact/booking-form-settings.server.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { BookingField } from './booking-field.tsx';
import formStyles from './booking-form.module.css';
import styles from './workshop-visit-fields.module.css';
import { VISIT_FIELD_NAMES } from './workshop-visit.ts';
import type { VisitField, VisitValues } from './workshop-visit-values.ts';

interface WorkshopVisitFieldsProps {
  lang: UiLanguage;
  /** The form's id prefix. */
  idPrefix: string;
  booking: WorkshopBooking;
  values: VisitValues;
  invalid: VisitField | null;
  onChange: (field: VisitField, value: string) => void;
}

const SLOT_CHOICES = ['', ...BOOKING_SLOTS] as const;

/** Today does not announce its change; it is read again at each render. */
const noChanges = () => () => {};

export function WorkshopVisitFields({
  lang,
  idPrefix,
  booking,
  values,
  invalid,
  onChange,
}: WorkshopVisitFieldsProps) {
  const messages = getMessages(lang).booking;
  const text = messages.visit;
  const id = (field: VisitField) => `${idPrefix}-visit-${field}`;
  const legendId = `${idPrefix}-visit-legend`;
  const slotLabelId = `${idPrefix}-visit-slot-label`;
  // Today where the site is, known in the browser: a page rendered (and cached) yesterday still
  // offers today's range.
  // The server leaves the range out: its page may be served from the cache on a later day.
  const today = useSyncExternalStore(
    noChanges,
    () => dayIn(booking.timeZone),
    () => null,
  );
  const range = today === null ? null : bookingDayRange(today);

  const optionalNote = (
    <span className={formStyles.optionalNote} aria-hidden="true">
      {messages.optional}
    </span>
  );
  return (
    <fieldset className={styles.visit} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {text.legend}
      </legend>
      <p className={styles.hint}>{text.hint}</p>
      <div className={formStyles.grid}>
        <div className={formStyles.field} data-invalid={invalid === 'date' || undefined}>
          <label className={formStyles.label} htmlFor={id('date')}>
            {text.date}
            {optionalNote}
          </label>
          <input
            id={id('date')}
            name={VISIT_FIELD_NAMES.date}
            type="date"
            className={`${formStyles.control} ${styles.date}`}
            value={values.date}
            min={range?.first}
            max={range?.last}
            aria-invalid={invalid === 'date' || undefined}
            onChange={(event) => onChange('date', event.target.value)}
          />
          <p className={styles.spacer} aria-hidden="true" />
        </div>

        <div className={formStyles.field}>
          <span id={slotLabelId} className={formStyles.label}>
            {text.slot}
            {optionalNote}
          </span>
          <div className={styles.slots} role="radiogroup" aria-labelledby={slotLabelId}>
            {SLOT_CHOICES.map((slot) => (
              <label key={slot || 'any'} className={styles.slot}>
                <input
                  type="radio"
                  className={styles.slotInput}
                  name={VISIT_FIELD_NAMES.slot}
                  value={slot}
                  checked={values.slot === slot}
                  onChange={() => onChange('slot', slot)}
                />
                {text.slots[slot || 'any']}
              </label>
            ))}
          </div>
          <p className={styles.spacer} aria-hidden="true" />
        </div>

        {booking.workshops.length > 0 ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={id('workshop')}>
              {text.workshop}
              {optionalNote}
            </label>
            <select
              id={id('workshop')}
              name={VISIT_FIELD_NAMES.workshop}
              className={`${formStyles.control} ${styles.select}`}
              value={values.workshop}
              onChange={(event) => onChange('workshop', event.target.value)}
            >
              <option value="">{text.anyWorkshop}</option>
              {booking.workshops.map((workshop) => (
                <option key={workshop.id} value={String(workshop.id)}>
                  {workshop.name}
                </option>
              ))}
            </select>
            <p className={styles.spacer} aria-hidden="true" />
          </div>
        ) : null}

        <BookingField
          id={id('vin')}
          name={VISIT_FIELD_NAMES.vin}
          label={text.vin}
          note={messages.optional}
          required={false}
          value={values.vin}
          maxLength={VIN_LENGTH}
          invalid={invalid === 'vin'}
          counterLabel={messages.counterLabel}
          placeholder={text.vinPlaceholder}
          onChange={(value) => onChange('vin', value.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          controlClassName={styles.vin}
          wide={booking.workshops.length === 0}
        />
      </div>
    </fieldset>
  );
}
