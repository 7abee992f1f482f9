// A hidden panel in the footer for checking what the shell loaded, toggled with Ctrl+Shift+D.
import type { UiLanguage } from '@refit/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './footer/site-footer.module.css';

export function isDebugShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'key'>,
): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'd';
}

interface DebugPanelProps {
  lang: UiLanguage;
  counts: { menu: number; brands: number; partners: number };
  messages: Messages['shell'];
}

export function DebugPanel({ lang, counts, messages }: DebugPanelProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isDebugShortcut(event)) return;
      // The browser's own Ctrl+Shift+D (bookmark all tabs) would steal the key otherwise.
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!open) return null;
  const rows: [string, string][] = [
    [messages.debugLanguage, lang],
    [messages.debugRoute, `${location.pathname}${location.search}${location.hash}`],
    [messages.debugMenu, String(counts.menu)],
    [messages.debugBrands, String(counts.brands)],
    [messages.debugPartners, String(counts.partners)],
  ];
  return (
    <section className={styles.debug} aria-label={messages.debugTitle}>
      <h2 className={styles.debugTitle}>{messages.debugTitle}</h2>
      <dl className={styles.debugList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.debugHint}>{messages.debugHint}</p>
    </section>
  );
}
