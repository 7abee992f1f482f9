// The brand hero (SPEC sections 2 and 4): the brand's slides with dots, 80vh (at least 600px),
// fading into the dark page like every hero of the site (decision 0046). Without slides a quieter band carries the brand's name.
// The brand name is the page's h1; the current slide's title and text sit beneath it.
import { SlideshowToggle } from '../../components/media/showcase/slideshow-toggle.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SwipeHandlers } from '../../components/media/showcase/use-slideshow.ts';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './brand-hero.module.css';
import type { BrandSlideView, BrandView } from './brand-types.ts';
import { NoticeImage } from '../../components/media/notice-image.tsx';
import { DecorativeImage } from '../../components/media/decorative-image.tsx';
import { ImagePreload } from '../../components/media/responsive-image.tsx';

/** Intrinsic size of the slide artwork; CSS crops it to the hero's height. */
const SLIDE_WIDTH = 1920;
const SLIDE_HEIGHT = 1080;
const ICON_SIZE = 160;

export interface SlideControl {
  index: number;
  goTo: (index: number) => unknown;
  /** Autoplay stopped by the visitor (or reduced motion), and the control that toggles it. */
  stopped?: boolean;
  toggleStopped?: () => void;
  pauseLabel?: string;
  playLabel?: string;
}

interface BrandHeroProps {
  brand: BrandView;
  text: Messages['brand'];
  control: SlideControl;
  /** Touch swipes of the slideshow, spread onto the hero element. */
  heroProps?: SwipeHandlers;
  /** The element whose visibility governs autoplay. */
  heroRef?: (element: HTMLElement | null) => void;
}

function SlideLink({
  link,
  children,
  className,
}: {
  link: string;
  children: ReactNode;
  className?: string | undefined;
}) {
  if (/^https?:\/\//i.test(link)) {
    return (
      <a className={className} href={link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={link}>
      {children}
    </Link>
  );
}

function BrandTitle({ brand }: { brand: BrandView }) {
  return (
    <h1 className={styles.brandName}>
      <DecorativeImage
        className={styles.brandIcon}
        src={brand.icon}
        width={ICON_SIZE}
        height={ICON_SIZE}
        fetchPriority="high"
      />
      <span>{brand.name}</span>
    </h1>
  );
}

function Caption({
  slide,
  active,
  text,
}: {
  slide: BrandSlideView;
  active: boolean;
  text: Messages['brand'];
}) {
  return (
    // Inert while hidden: neither focusable nor read out, yet it keeps the stack as tall as the longest.
    <div className={styles.slideCaption} data-active={active} inert={!active}>
      {slide.title ? <p className={styles.slideTitle}>{slide.title}</p> : null}
      {slide.content ? <p className={styles.slideText}>{slide.content}</p> : null}
      {slide.link ? (
        <SlideLink link={slide.link} className={styles.discover}>
          {text.slides.discover}
        </SlideLink>
      ) : null}
    </div>
  );
}

export function BrandHero({ brand, text, control, heroProps, heroRef }: BrandHeroProps) {
  const { slides } = brand;

  if (slides.length === 0) {
    return (
      <section className={`${styles.hero} ${styles.plain}`}>
        <div className={styles.shade} />
        <div className={styles.caption}>
          <p className={styles.eyebrow}>{text.eyebrow}</p>
          <BrandTitle brand={brand} />
        </div>
      </section>
    );
  }

  const current = Math.min(control.index, slides.length - 1);
  return (
    <section
      ref={heroRef}
      className={`${styles.hero} ${styles.slideshow}`}
      aria-roledescription="carousel"
      aria-label={text.slides.label(brand.name)}
      {...heroProps}
    >
      <ImagePreload src={slides[0]!.image} sizes="100vw" />
      <div className={styles.slides}>
        {slides.map((slide, index) => (
          <div
            key={`${slide.image}-${index}`}
            className={styles.slide}
            data-active={index === current}
            aria-hidden={index !== current}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
          >
            <NoticeImage
              className={styles.image}
              src={slide.image}
              alt={slide.title || brand.name}
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              sizes="100vw"
              // The first slide is the largest thing above the fold; the others wait their turn.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
          </div>
        ))}
      </div>
      <div className={styles.shade} />
      <div className={styles.caption}>
        <p className={styles.eyebrow}>{text.eyebrow}</p>
        <BrandTitle brand={brand} />
        <div className={styles.captions} aria-live="polite">
          {slides.map((slide, index) => (
            <Caption key={`${slide.image}-${index}`} slide={slide} active={index === current} text={text} />
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.dots}>
          {control.toggleStopped ? (
            <SlideshowToggle
              stopped={control.stopped ?? false}
              onToggle={control.toggleStopped}
              pauseLabel={control.pauseLabel ?? ''}
              playLabel={control.playLabel ?? ''}
              className={styles.toggle}
            />
          ) : null}
          {slides.map((slide, index) => (
            <button
              key={`${slide.image}-${index}`}
              type="button"
              className={styles.dot}
              aria-label={text.slides.goTo(index + 1, slides.length)}
              aria-current={index === current}
              onClick={() => control.goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
