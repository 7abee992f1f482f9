// True while the shell's data is being fetched again in the browser: a revalidation (the
// language switch runs one) or a navigation into another language. Ordinary page changes keep
// the shell as it is, so they never show its loading states.
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { resolveLanguage } from '../../lib/i18n/language.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

export function useShellReloading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const lang = useLanguage();
  if (revalidator.state === 'loading') return true;
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  if (!next) return false;
  // Only reached in the browser: no navigation is under way while rendering on the server.
  const target = `${next.pathname}${next.search}`;
  return target !== `${location.pathname}${location.search}`
    ? resolveLanguage(target, document.cookie) !== lang
    : false;
}
