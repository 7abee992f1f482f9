// The page's main picture (the one it fetches at high priority) is named for Element Timing, so
// that its scripts can wait until the browser reports it painted (lib/page-scripts).
import { MAIN_IMAGE_TIMING } from '../../lib/public-page/start-page-scripts.ts';

/** The `elementtiming` attribute of a picture fetched at this priority: only the main one has it. */
export function mainImageTiming(fetchPriority: string | undefined): { elementtiming?: string } {
  return fetchPriority === 'high' ? { elementtiming: MAIN_IMAGE_TIMING } : {};
}
