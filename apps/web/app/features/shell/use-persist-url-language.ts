// A visitor who arrives with ?l=zh|en has chosen that language (SPEC section 4): it is saved like
// a header choice, so the menu's links (which leave ?l= out) keep the page in that language.
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isUiLanguage, readCookie } from '../../lib/i18n/language.ts';
import { saveLanguage } from '../../lib/i18n/use-language.ts';

export function usePersistUrlLanguage(): void {
  const { search } = useLocation();
  useEffect(() => {
    const fromQuery = new URLSearchParams(search).get('l');
    if (isUiLanguage(fromQuery) && readCookie(document.cookie, LANGUAGE_STORAGE_KEY) !== fromQuery) {
      saveLanguage(fromQuery);
    }
  }, [search]);
}
