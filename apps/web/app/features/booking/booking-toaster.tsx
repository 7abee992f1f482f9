// Where the booking form's feedback appears (SPEC sections 4 and 9): toasts that close after
// 3000 ms or by their close button, green for success and red for errors, sliding and fading in
// 0.3 s. They appear right under the form's Submit button, where the visitor is looking, and
// stack downwards over the form's foot: never over a field or its label (toasts pinned under the
// page header covered the fields a visitor had just been sent back to). On phones they stand at
// the foot of the screen over the contact bar, so they are seen after the form scrolls back up.
// The toast library is no part of the page until the visitor starts to use the form: then the
// toaster (an empty live region) is fetched and mounted, before any toast it will announce. A toast
// raised before it has mounted is shown once it subscribes.
import { TOAST_DURATION_MS } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { lazy, Suspense } from 'react';
import type { ExternalToast } from 'sonner';
import { getMessages } from '../../lib/i18n/messages.ts';
import styles from './booking-toaster.module.css';

/** The form's toasts go to this toaster only, whatever other toasters a page may hold. */
const BOOKING_TOASTER_ID = 'booking';

let library: ReturnType<typeof importLibrary> | undefined;

const importLibrary = () => import('sonner');

function loadToastLibrary() {
  library ??= importLibrary();
  return library;
}

const Toaster = lazy(() => loadToastLibrary().then((module) => ({ default: module.Toaster })));

/** Shows a toast in the form's toaster; `id` replaces an earlier toast of the same id. */
export function showBookingToast(
  kind: 'success' | 'error',
  message: string,
  options: ExternalToast = {},
): void {
  void loadToastLibrary().then(({ toast }) =>
    toast[kind](message, { ...options, toasterId: BOOKING_TOASTER_ID }),
  );
}

interface BookingToasterProps {
  lang: UiLanguage;
  /** The visitor has started to use the form. */
  inUse: boolean;
}

export function BookingToaster({ lang, inUse }: BookingToasterProps) {
  if (!inUse) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster lang={lang} />
    </Suspense>
  );
}

function LoadedToaster({ lang }: { lang: UiLanguage }) {
  const text = getMessages(lang).booking.toasts;
  return (
    <Toaster
      id={BOOKING_TOASTER_ID}
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      containerAriaLabel={text.region}
      offset={0}
      mobileOffset={0}
      className={styles.toaster}
      icons={{ success: <SuccessIcon />, error: <ErrorIcon />, close: <CloseIcon /> }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: text.close,
        classNames: {
          toast: styles.toast,
          success: styles.success,
          error: styles.error,
          icon: styles.icon,
          content: styles.content,
          title: styles.title,
          closeButton: styles.close,
        },
      }}
    />
  );
}

function SuccessIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6 10.4l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M10 5.5v5.5M10 13.6v1" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}
