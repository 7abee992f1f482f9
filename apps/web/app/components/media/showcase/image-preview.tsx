// The image preview modal (SPEC sections 2, 3 and 4): the current image large, its title, an
// "n / total" counter, previous/next buttons and a row of thumbnails. Left/Right arrows move and
// wrap; with one image or none nothing moves. It closes by its button, a click on the backdrop
// or Escape. Built on the native <dialog> opened with showModal(): the browser traps focus inside
// and hands it back to the opener on close; page scrolling is locked while it is open.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import styles from './image-preview.module.css';
import { ResponsiveImage } from '../responsive-image.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../media-icons.tsx';
import { clampIndex, keyStep, outsideContainedPicture, stepIndex } from './preview-navigation.ts';
import { useScrollLock } from '../use-scroll-lock.ts';

export interface PreviewImage {
  src: string;
  alt?: string;
}

export interface ImagePreviewProps {
  visible: boolean;
  images: readonly PreviewImage[];
  initialIndex?: number;
  title?: string;
  onClose: () => void;
}

/** Fallback alternative texts, in Chinese whatever the page language (SPEC section 2). */
export const PREVIEW_FALLBACK_ALT = '产品预览';
export const THUMBNAIL_FALLBACK_ALT = '缩略图';

/** Size hint for the browser; CSS fits each picture inside the stage whatever its real size. */
const STAGE_WIDTH = 1600;
const STAGE_HEIGHT = 900;
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 90;

interface Position {
  initialIndex: number;
  visible: boolean;
  index: number;
}

export function ImagePreview({ visible, images, initialIndex = 0, title = '', onClose }: ImagePreviewProps) {
  const text = getMessages(useLanguage()).car.media;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbsRef = useRef<HTMLOListElement>(null);
  const openerRef = useRef<Element | null>(null);

  // The shown index starts again at initialIndex when that changes and whenever the preview opens.
  const [position, setPosition] = useState<Position>({ initialIndex, visible, index: initialIndex });
  if (position.initialIndex !== initialIndex || position.visible !== visible) {
    const restart = position.initialIndex !== initialIndex || (visible && !position.visible);
    setPosition({ initialIndex, visible, index: restart ? initialIndex : position.index });
  }
  const total = images.length;
  const index = clampIndex(position.index, total);
  const current = images[index];

  const move = (delta: number) =>
    setPosition((state) => ({ ...state, index: stepIndex(clampIndex(state.index, total), delta, total) }));
  const show = (target: number) => setPosition((state) => ({ ...state, index: clampIndex(target, total) }));

  useScrollLock(visible);

  // The dialog follows `visible`; focus goes back to whatever opened it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (visible && !dialog.open) {
      openerRef.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!visible && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [visible]);

  useEffect(() => {
    if (visible) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener) {
      opener.focus({ preventScroll: true });
    }
  }, [visible]);

  // Keeps the active thumbnail in sight in a long row.
  useEffect(() => {
    if (!visible) return;
    const active = thumbsRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [visible, index]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent owns `visible`, so it decides; the dialog stays controlled.
    event.preventDefault();
    onClose();
  };
  const onNativeClose = () => {
    // The browser may close a modal by itself (a repeated Escape); tell the parent.
    if (visible) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    move(step);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.dataset.backdrop !== undefined) {
      onClose();
      return;
    }
    // The picture is letterboxed inside the whole stage: a click beside it is a backdrop click.
    if (target instanceof HTMLImageElement && target.dataset.picture !== undefined) {
      const box = target.getBoundingClientRect();
      const natural = { width: target.naturalWidth, height: target.naturalHeight };
      if (outsideContainedPicture(box, natural, event.clientX, event.clientY)) onClose();
    }
  };

  const canMove = total > 1;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      // The title element exists only while the preview is open: never point at a missing id.
      aria-labelledby={title && visible ? titleId : undefined}
      aria-label={title && visible ? undefined : text.previewLabel}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {visible ? (
        <div className={styles.frame} data-backdrop="">
          <header className={styles.bar}>
            <p className={styles.counter} aria-live="polite">
              {total > 0 ? `${index + 1} / ${total}` : '0 / 0'}
            </p>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            <button type="button" className={styles.close} onClick={onClose} aria-label={text.close}>
              <CloseIcon />
            </button>
          </header>

          <div className={styles.stage} data-backdrop="">
            {current ? (
              <ResponsiveImage
                key={current.src}
                className={styles.image}
                data-picture=""
                src={current.src}
                sizes="100vw"
                alt={current.alt || PREVIEW_FALLBACK_ALT}
                width={STAGE_WIDTH}
                height={STAGE_HEIGHT}
                decoding="async"
              />
            ) : null}
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => move(-1)}
              disabled={!canMove}
              aria-label={text.previous}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => move(1)}
              disabled={!canMove}
              aria-label={text.next}
            >
              <ChevronRightIcon />
            </button>
          </div>

          <footer className={styles.footer} data-backdrop="">
            {total > 1 ? (
              <ol ref={thumbsRef} className={styles.thumbs} aria-label={text.thumbnails}>
                {images.map((image, position) => (
                  <li key={`${image.src}-${position}`}>
                    <button
                      type="button"
                      className={styles.thumb}
                      onClick={() => show(position)}
                      aria-label={text.showImage(position + 1, total)}
                      aria-current={position === index ? 'true' : undefined}
                    >
                      <ResponsiveImage
                        src={image.src}
                        sizes={`${THUMB_WIDTH}px`}
                        alt={image.alt || THUMBNAIL_FALLBACK_ALT}
                        width={THUMB_WIDTH}
                        height={THUMB_HEIGHT}
                        loading="lazy"
                        decoding="async"
                      />
                    </button>
                  </li>
                ))}
              </ol>
            ) : null}
            <p className={styles.hint} data-backdrop="">
              {text.keyboardHint}
            </p>
          </footer>
        </div>
      ) : null}
    </dialog>
  );
}
