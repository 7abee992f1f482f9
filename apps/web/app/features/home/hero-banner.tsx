// The home hero: the first slide of the index_hd banner. It is the largest thing above the fold,
// so its image is never lazy and is fetched with high priority.
import type { ReactNode } from 'react';
import styles from './hero-banner.module.css';
import type { HeroSlide } from './home-types.ts';

/** Intrinsic size of the banner artwork; CSS crops it to 880px high (360px on phones). */
const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

interface HeroBannerProps {
  slide: HeroSlide | null;
}

export function HeroBanner({ slide }: HeroBannerProps) {
  if (!slide) return <section className={styles.hero} aria-hidden="true" />;

  const hasCaption = slide.title !== '' || slide.subtitle !== '';
  let content: ReactNode = (
    <>
      {slide.image ? (
        <img
          className={styles.image}
          src={slide.image}
          alt={slide.title}
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          fetchPriority="high"
          loading="eager"
        />
      ) : null}
      <div className={styles.shade} />
      {hasCaption ? (
        <div className={styles.caption}>
          {slide.title ? <h1 className={styles.title}>{slide.title}</h1> : null}
          {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
        </div>
      ) : null}
    </>
  );
  if (slide.link) {
    content = (
      <a className={styles.link} href={slide.link} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return <section className={styles.hero}>{content}</section>;
}
