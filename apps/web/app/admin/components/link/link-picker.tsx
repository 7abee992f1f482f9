// The dialog in which an editor chooses a page of the site for a link: one search box over the
// site's own pages and the items of every type with an address (cars, products, stories,
// galleries, locations…), found by their title in either language and grouped by kind. It is a
// combobox: the arrow keys move through the choices, Enter takes one, Escape closes the dialog.
import type { LinkTarget } from '@refit/contract/admin';
import { contentTypeLabels } from '@refit/contract/content-types';
import type { LinkedType } from '@refit/contract/content-types/site-links';
import { useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Badge } from '../badge.tsx';
import { Button } from '../button.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import { Dialog } from '../overlay/dialog.tsx';
import { matchingPages, searchLinkTargets } from './link-lookup.ts';
import styles from './link-field.module.css';

/** How long typing must pause before the server is asked. */
const SEARCH_PAUSE_MS = 200;

export interface LinkPickerProps {
  open: boolean;
  /** The address chosen. */
  onPick: (address: string) => void;
  onClose: () => void;
}

export function LinkPicker({ open, onPick, onClose }: LinkPickerProps) {
  const t = useAdminText();
  return (
    <Dialog open={open} title={t.links.pickerTitle} closeLabel={t.common.close} onClose={onClose}>
      {/* Mounted while open only, so each opening starts with an empty search. */}
      {open ? <PickerBody onPick={onPick} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** One choice of the list: a page of the site or an item. */
interface Choice {
  key: string;
  title: string;
  /** The other language's title, when it says something else. */
  aside: string;
  address: string;
  draft: boolean;
}

interface Group {
  key: string;
  label: string;
  choices: Choice[];
  more: boolean;
}

function itemChoice(target: LinkTarget, lang: 'zh' | 'en'): Choice {
  const [title, other] = lang === 'en' ? [target.titleEn, target.title] : [target.title, target.titleEn];
  return {
    key: `${target.type}:${target.id}`,
    title: title || other || `#${target.id}`,
    aside: title && other && other !== title ? other : '',
    address: target.address,
    draft: !target.published,
  };
}

/** Whether an item of an earlier answer matches the text typed since, as the server matches. */
function stillMatches(target: LinkTarget, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return `${target.title}\n${target.titleEn}`.toLowerCase().includes(needle) || String(target.id) === needle;
}

function PickerBody({ onPick, onClose }: Omit<LinkPickerProps, 'open'>) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const ids = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const search = useAdminQuery(`link-search:${q}`, (signal) => searchLinkTargets(q, signal));

  const groups = useMemo<Group[]>(() => {
    const labels = contentTypeLabels(lang);
    const pages: Group = {
      key: 'pages',
      label: t.links.pagesGroup,
      more: false,
      choices: matchingPages(text).map((page) => ({
        key: `page:${page.page}`,
        title: page.names[lang],
        aside: '',
        address: page.address,
        draft: false,
      })),
    };
    const byType = new Map<LinkedType, Group>();
    // The last answer stays while the next one is asked for; what no longer matches the text goes.
    for (const target of (search.data?.records ?? []).filter((one) => stillMatches(one, text))) {
      const group = byType.get(target.type) ?? {
        key: target.type,
        label: labels[target.type],
        choices: [],
        more: search.data?.more.includes(target.type) ?? false,
      };
      group.choices.push(itemChoice(target, lang));
      byType.set(target.type, group);
    }
    return [pages, ...byType.values()].filter((group) => group.choices.length > 0);
  }, [search.data, text, lang, t]);

  const choices = groups.flatMap((group) => group.choices);
  const current = Math.min(active, Math.max(choices.length - 1, 0));
  const optionId = (index: number) => `${ids}-option-${index}`;
  const searching = search.loading || q !== text.trim();

  // The active choice stays in sight as the arrow keys move through a long list.
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is made from the stable `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(current + 5, last),
      PageUp: Math.max(current - 5, 0),
    };
    if (event.key in moves && choices.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      // A search box would only clear its text: Escape closes the picker, as it does elsewhere.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      // Enter takes the active choice; it never submits the form the dialog opened from.
      event.preventDefault();
      const choice = choices[current];
      if (choice) onPick(choice.address);
    }
  };

  let index = -1;
  return (
    <div className={styles.picker}>
      <FieldFrame label={t.links.searchLabel} hint={t.links.keys}>
        {(control) => (
          <input
            {...control}
            type="search"
            role="combobox"
            aria-expanded={choices.length > 0}
            aria-controls={`${ids}-list`}
            aria-autocomplete="list"
            aria-activedescendant={choices.length > 0 ? optionId(current) : undefined}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            placeholder={t.links.search}
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </FieldFrame>
      {/* An empty listbox is no list: it is left out, and the combobox says it is not expanded. */}
      {choices.length > 0 ? (
        <div id={`${ids}-list`} className={styles.list} role="listbox" aria-label={t.links.results}>
          {groups.map((group) => (
            <div
              key={group.key}
              role="group"
              aria-labelledby={`${ids}-${group.key}`}
              className={styles.group}
            >
              <div id={`${ids}-${group.key}`} role="presentation" className={styles.groupLabel}>
                {group.label}
              </div>
              {group.choices.map((choice) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={choice.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    className={styles.option}
                    // The search box keeps the focus: a click chooses without taking it away.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(at)}
                    onClick={() => onPick(choice.address)}
                  >
                    <span className={styles.optionTitle}>
                      {choice.title}
                      {choice.aside ? <span className={styles.optionAside}>{choice.aside}</span> : null}
                    </span>
                    <span className={styles.optionMeta}>
                      <span className={styles.address}>{choice.address}</span>
                      {choice.draft ? <Badge tone="accent">{t.links.draft}</Badge> : null}
                    </span>
                  </div>
                );
              })}
              {group.more ? <p className={styles.more}>{t.links.more}</p> : null}
            </div>
          ))}
        </div>
      ) : null}
      <div className={styles.listState} role="status">
        {search.error && !searching ? null : searching ? (
          <span className={styles.searching}>
            <span className={styles.spinner} aria-hidden="true" />
            {t.links.searching}
          </span>
        ) : choices.length === 0 ? (
          t.links.noMatch(text.trim())
        ) : null}
      </div>
      {search.error && !searching ? (
        <div className={styles.searchError} role="alert">
          <span>{t.links.searchFailed}</span>
          <Button small onClick={search.reload}>
            {t.common.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
