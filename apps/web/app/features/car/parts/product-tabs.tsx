// The car's product types as tabs (SPEC section 2), with the brochure download of the selected
// type beside them. Keyboard: Left/Right move between tabs (wrapping), Home/End jump to the ends;
// only the selected tab is in the Tab order. The Download button shows only when the type has a
// PDF; a type without one only logs that (SPEC section 8).
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { DownloadIcon } from '../../../components/media/media-icons.tsx';
import type { Messages } from '../../../lib/i18n/messages.ts';
import type { ProductTab } from '../car-types.ts';
import styles from './product-tabs.module.css';

interface ProductTabsProps {
  carId: number;
  tabs: ProductTab[];
  selectedId: number;
  onSelect: (id: number) => void;
  /** id of the tab panel, and prefix of the tab ids. */
  panelId: string;
  text: Messages['car'];
}

export function tabId(panelId: string, typeId: number): string {
  return `${panelId}-tab-${typeId}`;
}

/** The tab a key moves to from `index` among `total`, or null for keys that do not move. */
export function tabTarget(key: string, index: number, total: number): number | null {
  if (total === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % total;
  if (key === 'ArrowLeft') return (index - 1 + total) % total;
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  return null;
}

export function ProductTabs({ carId, tabs, selectedId, onSelect, panelId, text }: ProductTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selected = tabs.find((tab) => tab.id === selectedId);

  useEffect(() => {
    if (selected && !selected.pdfUrl) {
      console.error(`car ${carId}: product type ${selected.id} has no brochure (PDF) address`);
    }
  }, [carId, selected]);

  // Keeps the selected tab in sight in a row that scrolls sideways (phones), without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 24), behavior: 'smooth' });
    }
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const target = tabTarget(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, tab.id))}`)?.focus();
  };

  return (
    <div className={styles.bar}>
      <div
        ref={listRef}
        className={styles.list}
        role="tablist"
        aria-label={text.tabsLabel}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              id={tabId(panelId, tab.id)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      {selected?.pdfUrl ? (
        <a
          className={styles.download}
          href={selected.pdfUrl}
          download={selected.pdfFileName}
          type="application/pdf"
          aria-label={text.downloadLabel(selected.name)}
        >
          <DownloadIcon width={18} height={18} />
          <span>{text.download}</span>
        </a>
      ) : null}
    </div>
  );
}
