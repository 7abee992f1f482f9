// The public page rendered from the saved draft, in a frame of a phone's or a desktop's width
// (scaled down to fit the window, laid out at its real width), with its signed address to open in
// a new tab or copy for a colleague. A new address is asked for when the language changes or on
// Refresh (after saving again); the width only changes the frame.
import { useCallback, useId, useRef, useState } from 'react';
import type { UiLanguage } from '@refit/contract';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/overlay/dialog.tsx';
import { SegmentedChoice } from '../../../components/form/segmented-choice.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import { previewContent } from '../content-api.ts';
import type { ContentType } from '../content-types.ts';
import { PREVIEW_WIDTHS, usePreviewChoices } from './preview-choices.ts';
import styles from './preview.module.css';

export type PreviewWidth = 'phone' | 'desktop';

export function PreviewDialog(props: {
  open: boolean;
  type: ContentType;
  id: number;
  title: string;
  lang: UiLanguage;
  width: PreviewWidth;
  onLang: (lang: UiLanguage) => void;
  onWidth: (width: PreviewWidth) => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const p = t.content.preview;
  return (
    <Dialog
      open={props.open}
      wide
      title={p.dialogTitle(props.title)}
      closeLabel={p.close}
      onClose={props.onClose}
    >
      {props.open ? <PreviewBody {...props} /> : null}
    </Dialog>
  );
}

function PreviewBody({
  type,
  id,
  lang,
  width,
  onLang,
  onWidth,
}: {
  type: ContentType;
  id: number;
  lang: UiLanguage;
  width: PreviewWidth;
  onLang: (lang: UiLanguage) => void;
  onWidth: (width: PreviewWidth) => void;
}) {
  const t = useAdminText();
  const p = t.content.preview;
  const adminLang = useAdminLanguage();
  const choices = usePreviewChoices();
  const query = useAdminQuery(`preview:${type}:${id}:${lang}`, () => previewContent(type, id, lang));
  const [copied, setCopied] = useState<{ url: string; note: string } | undefined>();
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  const link = query.data;
  const failure = query.error === undefined ? undefined : errorText(query.error, t);
  const absolute =
    link && typeof window !== 'undefined' ? new URL(link.url, window.location.origin).href : '';
  const copyNote = link && copied?.url === link.url ? copied.note : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied({ url: link?.url ?? '', note: p.copied });
    } catch {
      setCopied({ url: link?.url ?? '', note: p.copyFailed });
      linkInput.current?.select();
    }
  }

  const widthLabel = width === 'phone' ? p.phone : p.desktop;
  const langLabel = lang === 'zh' ? t.content.editor.zh : t.content.editor.en;

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <div className={styles.choices}>
          <SegmentedChoice label={p.language} value={lang} options={choices.languages} onChange={onLang} />
          <SegmentedChoice label={p.width} value={width} options={choices.widths} onChange={onWidth} />
        </div>
        <div className={styles.toolbarActions}>
          <Button small onClick={query.reload} disabled={query.loading}>
            {p.refresh}
          </Button>
          <Button small onClick={() => void copy()} disabled={!link}>
            {p.copy}
          </Button>
          {link ? (
            <a className={styles.openTab} href={link.url} target="_blank" rel="noopener">
              {p.openTab} <span aria-hidden="true">↗</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className={styles.meta}>
        <span role="status" className={styles.status}>
          {query.loading ? p.loading : null}
          {link && !query.loading
            ? `${p.savedVersion(link.version)} · ${p.expires(formatDateTime(link.expiresAt, adminLang))}`
            : null}
          {copyNote ? ` · ${copyNote}` : null}
        </span>
        <label className={styles.linkField} htmlFor={linkId}>
          <span className={styles.linkLabel}>{p.linkLabel}</span>
          <input id={linkId} ref={linkInput} className={styles.linkInput} readOnly value={absolute} />
        </label>
      </div>
      {failure ? (
        <p className={styles.failed} role="alert">
          {failure}
        </p>
      ) : (
        <PreviewStage
          url={link?.url}
          width={PREVIEW_WIDTHS[width]}
          title={p.frameTitle(langLabel, widthLabel)}
          loadingLabel={p.loading}
        />
      )}
    </div>
  );
}

/** The frame at its real width, scaled to the room there is, centred. */
function PreviewStage({
  url,
  width,
  title,
  loadingLabel,
}: {
  url: string | undefined;
  width: number;
  title: string;
  loadingLabel: string;
}) {
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [loadedUrl, setLoadedUrl] = useState<string | undefined>();
  const observer = useRef<ResizeObserver | null>(null);
  const stage = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setRoom({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.current.observe(element);
  }, []);
  const scale = room.width > 0 ? Math.min(1, room.width / width) : 1;
  const height = room.height > 0 ? room.height / scale : 0;

  return (
    <div ref={stage} className={styles.stage}>
      {url && room.width > 0 ? (
        <div className={styles.device} style={{ width: width * scale, height: room.height }}>
          <iframe
            key={url}
            className={styles.frame}
            src={url}
            title={title}
            style={{ width, height, transform: `scale(${scale})` }}
            onLoad={() => setLoadedUrl(url)}
          />
        </div>
      ) : null}
      {!url || loadedUrl !== url ? (
        <p className={styles.stageLoading} aria-hidden="true">
          {loadingLabel}
        </p>
      ) : null}
    </div>
  );
}
