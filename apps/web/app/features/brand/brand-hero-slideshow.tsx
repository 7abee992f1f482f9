// Runs the brand hero's slideshow: 5 s between slides, only while at least 20% of the hero is in
// view (SPEC sections 4 and 9); swipes on touch screens, dots everywhere.
import { BRAND_HERO_AUTOPLAY_MS, BRAND_HERO_VISIBILITY } from '@refit/contract';
import { useSlideshow } from '../../components/media/showcase/use-slideshow.ts';
import type { Messages } from '../../lib/i18n/messages.ts';
import { BrandHero } from './brand-hero.tsx';
import type { BrandView } from './brand-types.ts';

interface BrandHeroSlideshowProps {
  brand: BrandView;
  text: Messages['brand'];
  common: Messages['common'];
}

export function BrandHeroSlideshow({ brand, text, common }: BrandHeroSlideshowProps) {
  const show = useSlideshow({
    count: brand.slides.length,
    resetKey: brand.id,
    intervalMs: BRAND_HERO_AUTOPLAY_MS,
    visibilityThreshold: BRAND_HERO_VISIBILITY,
  });
  return (
    <BrandHero
      brand={brand}
      text={text}
      control={{
        index: show.index,
        goTo: show.goTo,
        stopped: show.stopped,
        toggleStopped: show.toggleStopped,
        pauseLabel: common.pauseSlideshow,
        playLabel: common.playSlideshow,
      }}
      heroRef={show.rootRef}
      heroProps={show.swipeHandlers}
    />
  );
}
