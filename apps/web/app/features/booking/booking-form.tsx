// The Contact Us booking form (SPEC sections 2, 4, 5 and 8): name, phone, WeChat ID, e-mail and
// message with live counters, an "I'm not a robot" check, and feedback by toast. Which contact
// details it requires is the owners' contact rule (decision 0054): SPEC section 5's by default.
// While owners have workshop booking on (decision 0065) it also asks, optionally, for a day, a
// slot, a workshop and the car's VIN; off, it is the spec's form. Rendered on the server like the
// rest of the page; the captcha widget and the toasts come alive in the browser, and only once the
// visitor starts to use the form (most visitors of a car page never do: neither library is fetched).
import type { UiLanguage } from '@refit/contract';
import { DEFAULT_CONTACT_RULE, isWechatId } from '@refit/contract/rules';
import type { ContactRule } from '@refit/contract/rules';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { getBrowserApi } from '../../lib/api/browser-api.ts';
import type { WorkshopBooking } from '../../lib/contact/booking-form-settings.server.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { BookingField } from './booking-field.tsx';
import styles from './booking-form.module.css';
import { BookingToaster, showBookingToast } from './booking-toaster.tsx';
import {
  BOOKING_LIMITS,
  EMPTY_BOOKING,
  PHONE_PATTERN,
  enquiryQuery,
  fieldRules,
  missingFields,
  onlyContactMissing,
  startingValues,
} from './booking-values.ts';
import type { BookingField as FieldName, BookingValues } from './booking-values.ts';
import { CaptchaCheck } from './captcha-check.tsx';
import type { CaptchaHandle } from './captcha-check.tsx';
import { sendEnquiry } from './send-enquiry.ts';
import { EMPTY_VISIT } from './workshop-visit-values.ts';
import type { VisitField, VisitValues } from './workshop-visit-values.ts';

// Only sites that take workshop bookings load the visit's fields: every other booking form (the
// car page's among them) stays as light as the spec's form. Their stylesheet is the page's own, so
// that the fields the server renders are styled before their script arrives.
import './workshop-visit-fields.module.css';
const WorkshopVisitFields = lazy(() =>
  import('./workshop-visit-fields.tsx').then((module) => ({ default: module.WorkshopVisitFields })),
);
/** The visit's rules, with its fields: asked for when a form that shows them is sent. */
const loadVisitRules = () => import('./workshop-visit.ts');
type VisitRules = Awaited<ReturnType<typeof loadVisitRules>>;

const HONEYPOT_NAME = 'website';
/** The fields in the order the form shows them. */
const FIELD_ORDER = Object.keys(EMPTY_BOOKING) as FieldName[];

interface BookingFormProps {
  lang: UiLanguage;
  /** Which contact details are required: the e-mail (default), or any one of phone, WeChat, e-mail. */
  contactRule?: ContactRule;
  /** Workshop booking, while owners have it on; null or absent: the spec's form. */
  workshopBooking?: WorkshopBooking | null;
  /** A message to start with, naming the piece or car the visitor asks about; editable. */
  initialMessage?: string | undefined;
  /**
   * The source the enquiry names when it is not the page's own path: About's form about a
   * location (`/about?location=3`). Without it, the page's path.
   */
  sourcePath?: string | undefined;
  /**
   * The visitor came to ask (an "Enquire about this piece" link): once the page is live, the first
   * empty field takes the focus, so they type straight away, the form in view.
   */
  focusOnArrival?: boolean;
}

export function BookingForm({
  lang,
  contactRule = DEFAULT_CONTACT_RULE,
  workshopBooking = null,
  initialMessage = '',
  sourcePath,
  focusOnArrival = false,
}: BookingFormProps) {
  const text = getMessages(lang).booking;
  const id = useId();
  const headingId = `${id}-heading`;
  const contactHintId = `${id}-contact-hint`;
  const rules = fieldRules(contactRule);
  const [values, setValues] = useState<BookingValues>(() => startingValues(initialMessage));
  const startingMessage = useRef(startingValues(initialMessage).message);
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(() => new Set());
  const [visit, setVisit] = useState<VisitValues>(EMPTY_VISIT);
  const [visitInvalid, setVisitInvalid] = useState<VisitField | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The first focus or press anywhere in the form: from then on the captcha and the toasts load.
  const [inUse, setInUse] = useState(false);
  const startUsing = () => {
    if (inUse) return;
    setInUse(true);
    captcha.current?.prepare();
  };
  const busy = useRef(false);
  const wasSubmitting = useRef(false);
  const captcha = useRef<CaptchaHandle>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusOnArrival) return;
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      FIELD_ORDER.map((name) => `[name="${name}"]`).join(','),
    );
    // Not when the visitor is already typing somewhere (the page went live late on a slow phone).
    if (document.activeElement?.matches('input, textarea, select')) return;
    [...(fields ?? [])].find((field) => field.value.trim() === '')?.focus();
  }, [focusOnArrival]);

  // The disabled button drops focus while sending; give it back to keyboard users afterwards.
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true;
    } else if (wasSubmitting.current) {
      wasSubmitting.current = false;
      if (document.activeElement === document.body) submitButton.current?.focus();
    }
  }, [submitting]);

  // Another car or piece, or the other language: a message the visitor has not touched follows it;
  // one they edited is theirs and stays.
  useEffect(() => {
    const next = startingValues(initialMessage).message;
    const previous = startingMessage.current;
    startingMessage.current = next;
    setValues((current) => (current.message === previous ? { ...current, message: next } : current));
  }, [initialMessage]);

  const update = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim() !== '' && invalid.has(field)) {
      // One of a group given: the group is no longer missing.
      const cleared = rules.oneOf.includes(field) ? rules.oneOf : [field];
      setInvalid((current) => new Set([...current].filter((name) => !cleared.includes(name))));
    }
  };

  const updateVisit = (field: VisitField, value: string) => {
    setVisit((current) => ({ ...current, [field]: value }));
    if (visitInvalid === field) setVisitInvalid(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startUsing();
    if (busy.current) return;
    const form = event.currentTarget;
    busy.current = true;
    const visitRules = workshopBooking ? await loadVisitRules().catch(() => null) : null;
    if (workshopBooking && !visitRules) {
      // The rules could not be fetched (the connection dropped): nothing is sent unchecked.
      busy.current = false;
      showBookingToast('error', text.failure);
      return;
    }

    const problem =
      findProblem(values, form, contactRule) ??
      (workshopBooking && visitRules ? findVisitProblem(visitRules, visit, workshopBooking) : null);
    setVisitInvalid(problem?.visitField ?? null);
    if (problem) {
      busy.current = false;
      setInvalid(new Set(problem.fields.filter((name): name is FieldName => name in EMPTY_BOOKING)));
      // One toast for form problems: pressing Submit again replaces it rather than stacking copies.
      showBookingToast('error', text[problem.message], { id: 'booking-problem' });
      // The place of the message first, then the field: where both fit on the screen the visitor
      // sees the field they are sent to and why (on phones the message stands at the screen's foot).
      feedback.current?.scrollIntoView({ block: 'nearest' });
      form.querySelector<HTMLElement>(`[name="${problem.fields[0]}"]`)?.focus();
      return;
    }

    setSubmitting(true);
    const honeypot = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null;
    try {
      const solution = (await captcha.current?.solve()) ?? null;
      const sent =
        solution !== null &&
        (await sendEnquiry(getBrowserApi(), {
          ...enquiryQuery(values, {
            lang,
            captcha: solution,
            website: honeypot?.value ?? '',
            sourcePath: sourcePath ?? window.location.pathname,
          }),
          ...(visitRules ? visitRules.visitQuery(visit) : {}),
        }));
      if (sent) {
        showBookingToast('success', text.success);
        setValues(EMPTY_BOOKING);
        setVisit(EMPTY_VISIT);
        setInvalid(new Set());
        if (honeypot) honeypot.value = '';
      } else {
        showBookingToast('error', text.failure);
      }
    } finally {
      // A solution is accepted once: the next enquiry needs a fresh check.
      captcha.current?.reset();
      busy.current = false;
      setSubmitting(false);
    }
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    maxLength: BOOKING_LIMITS[name],
    required: rules.required.includes(name),
    ...(rules.oneOf.includes(name)
      ? { note: text.oneOf, noteTone: 'required' as const, describedBy: contactHintId }
      : { note: rules.required.includes(name) ? text.required : text.optional }),
    invalid: invalid.has(name),
    counterLabel: text.counterLabel,
    label: text.fields[name],
    placeholder: text.placeholders[name],
    onChange: update(name),
  });

  return (
    <div className={styles.booking}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{text.eyebrow}</p>
        <h2 id={headingId} className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.lead}>{text.lead}</p>
      </header>

      <form
        ref={form}
        className={styles.form}
        aria-labelledby={headingId}
        aria-busy={submitting}
        noValidate
        onSubmit={handleSubmit}
        onFocus={startUsing}
        onPointerDown={startUsing}
      >
        {rules.oneOf.length > 0 ? (
          <p id={contactHintId} className={styles.contactHint}>
            {text.contactHint}
          </p>
        ) : null}
        <div className={styles.grid}>
          <BookingField {...field('name')} autoComplete="name" />
          <BookingField
            {...field('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            pattern={PHONE_PATTERN}
          />
          {/* No autocomplete token names a WeChat ID; a browser's guess would be wrong. */}
          <BookingField {...field('wechat')} autoComplete="off" spellCheck={false} autoCapitalize="none" />
          <BookingField {...field('email')} type="email" inputMode="email" autoComplete="email" />
          <BookingField {...field('message')} multiline wide />
        </div>

        {workshopBooking ? (
          <Suspense fallback={null}>
            <WorkshopVisitFields
              lang={lang}
              idPrefix={id}
              booking={workshopBooking}
              values={visit}
              invalid={visitInvalid}
              onChange={updateVisit}
            />
          </Suspense>
        ) : null}

        {/* Hidden from people (and from assistive technology); form-filling bots find it. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {text.honeypotLabel}
            <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <div className={styles.footer}>
          <CaptchaCheck ref={captcha} lang={lang} />
          <button ref={submitButton} type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {submitting ? text.submitting : text.submit}
          </button>
        </div>
        <div ref={feedback} className={styles.feedback}>
          <BookingToaster lang={lang} inUse={inUse} />
        </div>
        <p className={styles.privacy}>{text.privacy}</p>
      </form>
    </div>
  );
}

interface Problem {
  /** The controls' names, the first one focused. */
  fields: string[];
  message:
    | 'missingRequired'
    | 'missingContact'
    | 'invalidEmail'
    | 'invalidPhone'
    | 'invalidWechat'
    | 'invalidDate'
    | 'invalidVin';
  /** A field of the workshop visit, marked as invalid. */
  visitField?: VisitField;
}

function findVisitProblem(rules: VisitRules, visit: VisitValues, booking: WorkshopBooking): Problem | null {
  const problem = rules.visitProblem(visit, booking.timeZone);
  return problem
    ? {
        fields: [rules.VISIT_FIELD_NAMES[problem.field]],
        message: problem.message,
        visitField: problem.field,
      }
    : null;
}

/** The first thing that stops the form from being sent: empty required fields, then formats. */
function findProblem(values: BookingValues, form: HTMLFormElement, rule: ContactRule): Problem | null {
  const missing = missingFields(values, rule);
  if (missing.length > 0) {
    return {
      fields: missing,
      message: onlyContactMissing(missing, rule) ? 'missingContact' : 'missingRequired',
    };
  }
  const control = (name: FieldName) => form.elements.namedItem(name) as HTMLInputElement | null;
  if (control('email')?.validity.typeMismatch) return { fields: ['email'], message: 'invalidEmail' };
  if (control('phone')?.validity.patternMismatch) return { fields: ['phone'], message: 'invalidPhone' };
  const wechat = values.wechat.trim();
  if (wechat !== '' && !isWechatId(wechat)) return { fields: ['wechat'], message: 'invalidWechat' };
  return null;
}
