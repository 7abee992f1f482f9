// A checklist item's line in words: what is done, or what is still pending, named.
import type { ContentType, GoLiveItem } from '@refit/contract/admin';
import type { AdminMessages } from '../../locales/en.ts';

function pendingText(item: GoLiveItem, t: AdminMessages): string {
  const g = t.dashboard.goLive;
  const types: Record<string, string> = t.content.types;
  return item.pending
    .map(({ name, count }) => {
      const label = g.parts[name] ?? types[name as ContentType] ?? name;
      return count === null ? label : `${label} ${count}`;
    })
    .join(g.pendingSeparator);
}

export function goLiveText(item: GoLiveItem, t: AdminMessages): string {
  const words = t.dashboard.goLive.items[item.id];
  if (item.state === 'unavailable') {
    // No item is unavailable today; the state stays for one the site cannot check yet.
    const unavailable: unknown = (words as Record<string, unknown>).unavailable;
    return typeof unavailable === 'string' ? unavailable : '';
  }
  if (!('done' in words)) return '';
  if (item.state === 'done') return words.done;
  return typeof words.todo === 'function' ? words.todo(pendingText(item, t)) : words.todo;
}
