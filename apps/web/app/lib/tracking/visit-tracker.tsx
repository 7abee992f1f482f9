// Sends a visit event after every route change (SPEC sections 4 and 7). Mounted once in the
// root layout.
import { PREVIEW_PARAM } from '@refit/contract';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Location, UIMatch } from 'react-router';
import { getBrowserApi } from '../api/browser-api.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { trackingOf } from '../route-handle.ts';
import { whenIdle } from '../scheduling/when-idle.ts';
import type { Visit } from './visit-rules.ts';
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

/** The visit of the deepest matched route at an address; null for a draft preview (an editor at
 * work, not a visit). */
function visitAt(matches: readonly UIMatch[], location: Location): Visit | null {
  const leaf = matches.at(-1);
  if (!leaf || new URLSearchParams(location.search).has(PREVIEW_PARAM)) return null;
  return {
    routeId: leaf.id,
    tracking: trackingOf(leaf),
    params: leaf.params,
    pathname: location.pathname,
    search: location.search,
  };
}

export function VisitTracker({ menuEntryId }: VisitTrackerProps) {
  const location = useLocation();
  const matches = useMatches();
  const lang = useLanguage();

  useEffect(() => {
    const visit = visitAt(matches, location);
    if (!visit) return;
    // The beacon is no part of showing the page: it waits for a quiet moment.
    whenIdle(() => {
      void visitTracking().track(visit, {
        lang,
        viewportWidth: window.innerWidth,
        userAgent: navigator.userAgent,
        menuEntryId,
      });
    });
    // Revalidation hands over new matches for the same location: the same-visit rule drops those.
  }, [location, matches, lang, menuEntryId]);

  return null;
}
