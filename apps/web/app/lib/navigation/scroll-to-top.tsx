// Starts every new page at the top (rule in scroll-rule.ts). Mounted once in the root layout,
// next to React Router's <ScrollRestoration>, which keeps back/forward restoration.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { shouldScrollToTop } from './scroll-rule.ts';
import type { ScrollLocation } from './scroll-rule.ts';

export function ScrollToTop(): null {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<ScrollLocation | undefined>(undefined);

  useLayoutEffect(() => {
    const next = { pathname, hash };
    if (shouldScrollToTop(previous.current, next, navigationType)) {
      // Instant even if smooth scrolling is ever styled: a new page should not glide up.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    previous.current = next;
  }, [pathname, hash, navigationType]);

  return null;
}
