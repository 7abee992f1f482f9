// The visitor's language in components, and the way to change it (SPEC section 4): the choice is
// saved under cms-language (localStorage, mirrored in a cookie so the server renders it with no
// flash), announced by a language-changed event, and every loader runs again so texts, titles
// and meta follow.
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANGUAGE, isUiLanguage, languageCookie } from './language.ts';

export const LANGUAGE_CHANGED_EVENT = 'language-changed';

/** The language the current page was rendered in (the root loader resolves it). */
export function useLanguage(): UiLanguage {
  const data = useRouteLoaderData<{ lang: UiLanguage }>('root');
  return data?.lang ?? DEFAULT_LANGUAGE;
}

/** The preference in localStorage, when there is a valid one. */
export function storedLanguage(): UiLanguage | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cookie the server reads; Secure on an https page, as the server sets it there. */
export function writeLanguageCookie(lang: UiLanguage): void {
  document.cookie = languageCookie(lang, location.protocol === 'https:');
}

/** Writes localStorage, which other tabs hear about through the storage event. */
export function writeStoredLanguage(lang: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
}

export function announceLanguage(lang: UiLanguage): void {
  window.dispatchEvent(new CustomEvent<UiLanguage>(LANGUAGE_CHANGED_EVENT, { detail: lang }));
}

/** Saves the preference where both the browser and the server will find it, and announces it. */
export function saveLanguage(lang: UiLanguage): void {
  writeLanguageCookie(lang);
  writeStoredLanguage(lang);
  announceLanguage(lang);
}

/** Shows the current page in the saved language: drops an outranking ?l=, else reloads the data. */
export function useShowSavedLanguage(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('l')) {
      // An explicit ?l= would outrank the new choice: drop it (the navigation reloads the data).
      params.delete('l');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    } else {
      void revalidator.revalidate();
    }
  }, [location, navigate, revalidator]);
}

export function useSwitchLanguage(): (lang: UiLanguage) => void {
  const showSavedLanguage = useShowSavedLanguage();
  return useCallback(
    (lang: UiLanguage) => {
      saveLanguage(lang);
      showSavedLanguage();
    },
    [showSavedLanguage],
  );
}
