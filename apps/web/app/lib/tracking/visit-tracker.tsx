// Sends a visit event after every route change (SPEC sections 4 and 7). Mounted once in the
// root layout; renders nothing.
import { PREVIEW_PARAM } from '@refit/contract';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { getBrowserApi } from '../api/browser-api.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { trackingOf } from '../route-handle.ts';
import { whenIdle } from '../scheduling/when-idle.ts';
import { createVisitTracking } from './visit-tracking.ts';
import type { VisitTracking } from './visit-tracking.ts';

// One tracker per page load: it must outlive remounts (and StrictMode's double effects) to
// recognise the visit it has just seen.
let tracking: VisitTracking | undefined;

function visitTracking(): VisitTracking {
  tracking ??= createVisitTracking({
    // Resolves only for an answer with success true; a rejection counts as a failed send.
    send: async (event) => {
      await getBrowserApi().userTrace(event);
      return true;
    },
  });
  return tracking;
}

interface VisitTrackerProps {
  /** The id of the menu entry the site menu has for an address (the shell's menu data). */
  menuEntryId: (path: string) => number | null;
}

export function VisitTracker({ menuEntryId }: VisitTrackerProps): null {
  const location = useLocation();
  const matches = useMatches();
  const lang = useLanguage();

  useEffect(() => {
    const leaf = matches.at(-1);
    if (!leaf) return;
    // A draft preview is an editor at work, not a visit.
    if (new URLSearchParams(location.search).has(PREVIEW_PARAM)) return;
    // The beacon is no part of showing the page: it waits for a quiet moment.
    whenIdle(() => {
      void visitTracking().track(
        {
          routeId: leaf.id,
          tracking: trackingOf(leaf),
          params: leaf.params,
          pathname: location.pathname,
          search: location.search,
        },
        { lang, viewportWidth: window.innerWidth, userAgent: navigator.userAgent, menuEntryId },
      );
    });
    // Revalidation hands over new matches for the same location: the same-visit rule drops those.
  }, [location, matches, lang, menuEntryId]);

  return null;
}
