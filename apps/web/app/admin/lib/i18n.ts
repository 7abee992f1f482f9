// The administration's language: the site's own preference (the root loader resolves `?l=` and
// the cms-language cookie), so the document's lang attribute always matches. Chinese first.
import type { UiLanguage } from '@refit/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { en } from '../locales/en.ts';
import type { AdminMessages } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';

const MESSAGES: Readonly<Record<UiLanguage, AdminMessages>> = { zh, en };

export function useAdminLanguage(): UiLanguage {
  const data = useRouteLoaderData<{ lang?: UiLanguage }>('root');
  return data?.lang === 'en' ? 'en' : 'zh';
}

export function useAdminText(): AdminMessages {
  return MESSAGES[useAdminLanguage()];
}

export function adminMessages(lang: UiLanguage): AdminMessages {
  return MESSAGES[lang];
}

/**
 * Shows the page in the other language through the site's `?l=` parameter: the server saves the
 * choice in its language cookie and the root data (which carries the language) loads again.
 */
export function useSwitchAdminLanguage(): (lang: UiLanguage) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lang: UiLanguage) => {
      const params = new URLSearchParams(location.search);
      params.set('l', lang);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}` },
        { replace: true, preventScrollReset: true },
      );
    },
    [location, navigate],
  );
}
