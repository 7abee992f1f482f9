// Timers in the page that move only when a test moves them (page.clock.runFor), so that rules
// measured in seconds (autoplay, locks) are checked exactly, however busy the machine is.
import type { Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';

const START = Date.parse('2026-01-05T08:00:00Z');

/** Installs a fake clock, stopped: call before the first page.goto. */
export async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  // pauseAt moves the clock forward to the given time and holds it there; no page exists yet, so
  // no timer fires on the way.
  await page.clock.pauseAt(START + 1_000);
}

/**
 * Waits until a page opened under the stopped clock is live, after a key press, as a visitor's
 * first key.
 */
export async function liveUnderStoppedClock(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await hydrated(page);
}
