// The spec's captcha checkbox ("I'm not a robot"): a proof of work solved in the browser with ALTCHA,
// self-hosted because third-party captchas are unreachable from mainland China. The web component
// (about 35 kB compressed) is loaded in the browser only once the visitor starts to use the form, or
// presses the box; until then (and in the server-rendered HTML) a box of the same size and name
// stands in its place.
import type { UiLanguage } from '@refit/contract';
import type {} from 'altcha/types/react';
import { useCallback, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { underBase } from '../../lib/api/api-url.ts';
import { config } from '../../lib/config.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import styles from './captcha-check.module.css';
import { ALTCHA_LANGUAGE, loadAltcha } from './load-altcha.ts';

export interface CaptchaHandle {
  /** Starts fetching the widget: the visitor has begun to use the form. */
  prepare(): void;
  /** The solved payload, solving the check first if the visitor has not ticked it; null if it failed. */
  solve(): Promise<string | null>;
  /** Clears the check: a solution is accepted once only. */
  reset(): void;
}

type WidgetElement = HTMLElementTagNameMap['altcha-widget'];
type StateChange = CustomEvent<{ state: string; payload: string | null }>;

const CHALLENGE_URL = underBase(config.apiBaseUrl, '/captcha/challenge');
// A short minimum keeps the spinner from flashing on fast machines without making phones wait.
const WIDGET_OPTIONS = JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 400 });

interface CaptchaCheckProps {
  lang: UiLanguage;
  ref?: Ref<CaptchaHandle>;
}

export function CaptchaCheck({ lang, ref }: CaptchaCheckProps) {
  const text = getMessages(lang).booking.captcha;
  const [loaded, setLoaded] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<WidgetElement | null>(null);
  const readyRef = useRef<Deferred<WidgetElement> | null>(null);
  // The stand-in box had the focus when the widget replaced it: the widget's box takes it over.
  const focusOnArrival = useRef(false);

  const ready = useCallback(() => {
    readyRef.current ??= deferred<WidgetElement>();
    return readyRef.current;
  }, []);

  const load = useCallback(async () => {
    await loadAltcha();
    if (!widgetRef.current) {
      focusOnArrival.current = wrapperRef.current?.contains(document.activeElement) ?? false;
    }
    setLoaded(true);
  }, []);

  // The widget's methods work once it has announced `load`; listen before it can.
  const attachWidget = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const widget = element as WidgetElement;
      widgetRef.current = widget;
      const onLoad = () => {
        if (focusOnArrival.current) {
          focusOnArrival.current = false;
          widget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
        }
        ready().resolve(widget);
      };
      widget.addEventListener('load', onLoad);
      return () => {
        widget.removeEventListener('load', onLoad);
        widgetRef.current = null;
        readyRef.current = null;
      };
    },
    [ready],
  );

  const solve = useCallback(async (): Promise<string | null> => {
    try {
      await load();
    } catch {
      return null;
    }
    const widget = await ready().promise;
    const state = widget.getState();
    if (state === 'verified') return solvedPayload(widget);
    if (state === 'verifying') return outcome(widget);
    const result = await widget.verify();
    return result?.payload ?? null;
  }, [load, ready]);

  useImperativeHandle(
    ref,
    () => ({
      prepare() {
        load().catch(() => {});
      },
      solve,
      reset() {
        widgetRef.current?.reset();
      },
    }),
    [load, solve],
  );

  return (
    <div ref={wrapperRef} className={styles.captcha}>
      {loaded ? (
        <altcha-widget
          ref={attachWidget}
          challenge={CHALLENGE_URL}
          language={ALTCHA_LANGUAGE[lang]}
          name="altcha"
          type="checkbox"
          auto="off"
          configuration={WIDGET_OPTIONS}
        />
      ) : (
        // Ticking the box before the widget has loaded fetches it and starts the check; the box
        // stays unticked until the widget, in its place, says the check passed. A press starts it
        // at once: the widget may take the box's place between the press and its release, and the
        // click that would have ticked the box then reaches neither (a second call joins the first).
        <label className={styles.placeholder} onPointerDown={() => void solve()}>
          <input type="checkbox" className={styles.box} checked={false} onChange={() => void solve()} />
          <span>{text.label}</span>
        </label>
      )}
    </div>
  );
}

/** The payload of a solved check, as the widget keeps it in its hidden input. */
function solvedPayload(widget: WidgetElement): string | null {
  return widget.querySelector<HTMLInputElement>('input[type="hidden"]')?.value || null;
}

/** Waits for a check already under way to end. */
function outcome(widget: WidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onChange);
      resolve(state === 'verified' ? payload : null);
    };
    widget.addEventListener('statechange', onChange);
  });
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
