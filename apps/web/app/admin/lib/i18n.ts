// The administration's language: the site's own preference (the root loader resolves `?l=` and
// the cms-language cookie), so the document's lang attribute always matches. Chinese first.
import { LANGUAGE_STORAGE_KEY } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { useCallback } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
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

/** Saves the choice in the site's language cookie and reloads the root data, which carries it. */
export function useSwitchAdminLanguage(): (lang: UiLanguage) => void {
  const revalidator = useRevalidator();
  return useCallback(
    (lang: UiLanguage) => {
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
      void revalidator.revalidate();
    },
    [revalidator],
  );
}
