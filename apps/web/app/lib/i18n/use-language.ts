// The visitor's language in components, and the way to change it (SPEC section 4): the choice is
// saved under cms-language (localStorage, mirrored in a cookie so the server renders it with no
// flash), announced by a language-changed event, and every loader runs again so texts, titles
// and meta follow.
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANGUAGE } from './language.ts';

export const LANGUAGE_CHANGED_EVENT = 'language-changed';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language the current page was rendered in (the root loader resolves it). */
export function useLanguage(): UiLanguage {
  const data = useRouteLoaderData<{ lang: UiLanguage }>('root');
  return data?.lang ?? DEFAULT_LANGUAGE;
}

/** Saves the preference where both the browser and the server will find it. */
export function saveLanguage(lang: UiLanguage): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  window.dispatchEvent(new CustomEvent<UiLanguage>(LANGUAGE_CHANGED_EVENT, { detail: lang }));
}

export function useSwitchLanguage(): (lang: UiLanguage) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(
    (lang: UiLanguage) => {
      saveLanguage(lang);
      const params = new URLSearchParams(location.search);
      if (params.has('l')) {
        // An explicit ?l= would outrank the new choice: drop it (the navigation reloads the data).
        params.delete('l');
        const search = params.toString();
        navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        void revalidator.revalidate();
      }
    },
    [location, navigate, revalidator],
  );
}
