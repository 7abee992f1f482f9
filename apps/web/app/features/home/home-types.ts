// What the home page renders, already in the visitor's language and with full image URLs.

export interface HeroSlide {
  title: string;
  subtitle: string;
  /** Opens in a new tab when set (SPEC section 2). */
  link: string;
  image: string;
}

export interface FeaturedCar {
  id: number;
  name: string;
  brand: string;
  image: string;
}

export interface HomeData {
  /** The hero banner: one slide shows a still image, more a slideshow. */
  slides: HeroSlide[];
  featured: FeaturedCar[];
  keywords: string;
}
