// Keeps the saved language consistent in every place it lives (SPEC section 4). Mounted once in
// the root layout; renders nothing.
// - A page opened with ?l=zh|en saves that choice (the server already set the cookie; this adds
//   localStorage, which other tabs listen to).
// - Another tab changing cms-language switches this tab too: the cookie is mirrored, the
//   language-changed event fires again here, and the page shows the new language.
// - A preference left in localStorage when the cookie was cleared is written back to the cookie,
//   and the page switches to it once (the server could not know it).
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../scheduling/when-idle.ts';
import { cookieLanguage, isUiLanguage, queryLanguage } from './language.ts';
import {
  announceLanguage,
  saveLanguage,
  storedLanguage,
  useLanguage,
  useShowSavedLanguage,
  writeLanguageCookie,
  writeStoredLanguage,
} from './use-language.ts';

export function LanguageSync(): null {
  const { search } = useLocation();
  const rendered = useLanguage();
  const showSavedLanguage = useShowSavedLanguage();
  // Listeners registered once still reach the latest location and language.
  const latest = useRef({ rendered, showSavedLanguage });
  useEffect(() => {
    latest.current = { rendered, showSavedLanguage };
  });

  useEffect(() => {
    const fromQuery = queryLanguage(search);
    if (!fromQuery) return;
    // The first localStorage read of a page can take a while on a phone: not during hydration.
    whenIdle(() => {
      if (storedLanguage() !== fromQuery || cookieLanguage(document.cookie) !== fromQuery) {
        saveLanguage(fromQuery);
      }
    });
  }, [search]);

  useEffect(() => {
    if (queryLanguage(window.location.search)) return;
    whenIdle(() => {
      const stored = storedLanguage();
      const fromCookie = cookieLanguage(document.cookie);
      if (stored && !fromCookie) {
        writeLanguageCookie(stored);
        if (stored !== latest.current.rendered) latest.current.showSavedLanguage();
      } else if (fromCookie && !stored) {
        writeStoredLanguage(fromCookie);
      }
    });
  }, []);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== LANGUAGE_STORAGE_KEY || !isUiLanguage(event.newValue)) return;
      writeLanguageCookie(event.newValue);
      announceLanguage(event.newValue);
      if (event.newValue !== latest.current.rendered) latest.current.showSavedLanguage();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
