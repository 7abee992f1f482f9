// The language a request is served in, worked out once by the root middleware and read by every
// loader from the router context, so that no loader reads `?l=` or the cookie again.
import type { UiLanguage } from '@refit/contract';
import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';

export const pageLanguageContext = createContext<UiLanguage>();

/** The request's language; the root middleware sets it before any loader runs. */
export function pageLanguage(context: Readonly<RouterContextProvider>): UiLanguage {
  return context.get(pageLanguageContext);
}
