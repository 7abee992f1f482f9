// The home hero (SPEC sections 2, 4 and 9): the index_hd banner, 880px high on desktop and 360px
// on phones, fading at its foot into a configurable end colour. One slide shows a still picture;
// more become a slideshow with dots that fades on desktop and swipes sideways at 976px and below.
// A slide with a link opens it in a new tab. The first picture is the page's largest paint: it is
// in the server HTML, never lazy and fetched with high priority; the others load lazily.
import { HERO_AUTOPLAY_MS, OVERLAY_END_COLOUR } from '@refit/contract';
import { useCallback, useState } from 'react';
import type { CSSProperties } from 'react';
import { SlideshowToggle } from '../../components/media/showcase/slideshow-toggle.tsx';
import { useSlideshow } from '../../components/media/showcase/use-slideshow.ts';
import { ImagePreload, ResponsiveImage } from '../../components/media/responsive-image.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './hero-banner.module.css';
import type { HeroSlide } from './home-types.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Intrinsic size of the banner artwork; CSS crops it to the banner's height. */
const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

interface HeroBannerProps {
  slides: HeroSlide[];
  messages: Messages;
  /** Colour the bottom gradient fades to. */
  overlayEnd?: string;
}

export function HeroBanner({ slides, messages, overlayEnd = OVERLAY_END_COLOUR }: HeroBannerProps) {
  const text = messages.home;
  const total = slides.length;
  const {
    index: shownIndex,
    goTo,
    rootRef,
    swipeHandlers,
    dragOffset,
    playing,
    stopped,
    toggleStopped,
  } = useSlideshow({
    count: total,
    resetKey: slides.map((slide) => `${slide.image}\n${slide.link}`).join('\n'),
  });
  const [firstShown, setFirstShown] = useState(false);
  const markShown = useCallback(() => setFirstShown(true), []);
  // The first picture may have finished (or failed) before the page came alive.
  const checkFirst = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.currentSrc) setFirstShown(true);
  }, []);

  const style = {
    '--overlay-end': overlayEnd,
    '--slide-index': shownIndex,
    '--drag': `${dragOffset}px`,
    '--autoplay-duration': `${HERO_AUTOPLAY_MS}ms`,
  } as CSSProperties;

  if (total === 0) return <section className={styles.hero} style={style} aria-hidden="true" />;

  const multiple = total > 1;

  return (
    <section
      ref={rootRef}
      className={styles.hero}
      style={style}
      aria-roledescription={multiple ? 'carousel' : undefined}
      aria-label={text.heroLabel}
      data-dragging={dragOffset !== 0 ? '' : undefined}
      data-slides={total}
    >
      <ImagePreload src={slides[0]!.image} sizes="100vw" />
      {firstShown ? null : (
        <p className={styles.loading} role="status">
          <Spinner size={18} />
          {messages.common.loading}
        </p>
      )}

      <div className={styles.track} {...(multiple ? swipeHandlers : {})}>
        {slides.map((slide, index) => {
          const active = index === shownIndex;
          const first = index === 0;
          const picture = (
            <ResponsiveImage
              ref={first ? checkFirst : undefined}
              className={styles.image}
              src={slide.image}
              sizes="100vw"
              alt={slide.title}
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding={first ? 'sync' : 'async'}
              draggable={false}
              onLoad={first ? markShown : undefined}
              onError={first ? markShown : undefined}
            />
          );
          const caption =
            slide.title || slide.subtitle ? (
              <div className={styles.caption}>
                {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                {slide.link ? (
                  <span className={styles.discover} aria-hidden="true">
                    {text.discover}
                  </span>
                ) : null}
              </div>
            ) : null;
          const content = (
            <>
              {picture}
              <span className={styles.shade} aria-hidden="true" />
              {caption}
            </>
          );
          return (
            <div
              key={`${index}-${slide.image}`}
              className={styles.slide}
              data-active={active ? '' : undefined}
              role={multiple ? 'group' : undefined}
              aria-roledescription={multiple ? 'slide' : undefined}
              aria-label={multiple ? text.heroSlide(index + 1, total) : undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              {slide.link ? (
                <a className={styles.link} href={slide.link} target="_blank" rel="noopener noreferrer">
                  {content}
                  <span className="visually-hidden">{text.opensInNewTab}</span>
                </a>
              ) : (
                content
              )}
            </div>
          );
        })}
      </div>

      {multiple ? (
        <div className={styles.controls}>
          <p className={styles.count} aria-hidden="true">
            <span className={styles.countCurrent}>{String(shownIndex + 1).padStart(2, '0')}</span>
            <span className={styles.countTotal}>/ {String(total).padStart(2, '0')}</span>
          </p>
          <div className={styles.dots}>
            <SlideshowToggle
              stopped={stopped}
              onToggle={toggleStopped}
              pauseLabel={messages.common.pauseSlideshow}
              playLabel={messages.common.playSlideshow}
              className={styles.toggle}
            />
            {slides.map((slide, index) => {
              const current = index === shownIndex;
              return (
                <button
                  key={`${index}-${slide.image}`}
                  type="button"
                  className={styles.dot}
                  aria-label={text.heroGoTo(index + 1, total)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => goTo(index)}
                >
                  <span className={styles.dotLine}>
                    {/* Fills over the autoplay interval; remounted per slide so it restarts with the timer. */}
                    {current && playing ? <span key={shownIndex} className={styles.dotFill} /> : null}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </section>
  );
}
