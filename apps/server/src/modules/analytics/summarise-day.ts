// The figures of one day from its raw page views: visits (a visitor's pages with no pause over
// 30 minutes), visitors, page views, views per item, and devices, languages and channels per visit
// (taken from its first page: later pages have this site as their referrer).
import { CHANNELS } from '@refit/contract/admin';
import type { Channel } from '@refit/contract/admin';

export const VISIT_PAUSE_MS = 30 * 60_000;

export interface RawPageView {
  visitor: string;
  /** ms since 1970 */
  at: number;
  device: string;
  language: string;
  channel: string;
  kind: string;
  itemId: number | null;
}

export interface DaySummary {
  visits: number;
  visitors: number;
  pageViews: number;
  mobile: number;
  desktop: number;
  cn: number;
  en: number;
  channels: Record<Channel, number>;
  /** Views per "kind:id" of cars, brands, products and news. */
  items: Map<string, number>;
}

export function emptyChannels(): Record<Channel, number> {
  return Object.fromEntries(CHANNELS.map((channel) => [channel, 0])) as Record<Channel, number>;
}

function visitChannel(channel: string): Channel {
  return (CHANNELS as readonly string[]).includes(channel) ? (channel as Channel) : 'direct';
}

export function summariseDay(views: readonly RawPageView[]): DaySummary {
  const summary: DaySummary = {
    visits: 0,
    visitors: 0,
    pageViews: views.length,
    mobile: 0,
    desktop: 0,
    cn: 0,
    en: 0,
    channels: emptyChannels(),
    items: new Map(),
  };
  const byVisitor = new Map<string, RawPageView[]>();
  for (const view of views) {
    const list = byVisitor.get(view.visitor);
    if (list) list.push(view);
    else byVisitor.set(view.visitor, [view]);
    if (view.itemId !== null && view.kind !== 'page') {
      const key = `${view.kind}:${view.itemId}`;
      summary.items.set(key, (summary.items.get(key) ?? 0) + 1);
    }
  }
  summary.visitors = byVisitor.size;
  for (const list of byVisitor.values()) {
    list.sort((a, b) => a.at - b.at);
    let lastAt = -Infinity;
    for (const view of list) {
      if (view.at - lastAt > VISIT_PAUSE_MS) {
        summary.visits += 1;
        if (view.device === 'mobile') summary.mobile += 1;
        else summary.desktop += 1;
        if (view.language === 'en') summary.en += 1;
        else summary.cn += 1;
        summary.channels[visitChannel(view.channel)] += 1;
      }
      lastAt = view.at;
    }
  }
  return summary;
}
