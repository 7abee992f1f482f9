// English UI strings shared by every screen. en/index.ts assembles them with the areas' strings.
export const base = {
  htmlLang: 'en',
  screens: {
    home: 'Home',
    carDetail: 'Car Detail',
    brandDetail: 'Brand Detail',
    aerodynamicKits: 'Aerodynamic Kits',
    wheels: 'Wheels',
    singlePieceWheels: 'Single Piece Wheels',
    twoPieceWheels: 'Two Piece Wheels',
    productDetail: 'Product Detail',
    peripherals: 'Peripherals',
    gallery: 'Gallery',
    galleryDetail: 'Gallery Detail',
    news: 'News',
    newsDetail: 'News Detail',
    about: 'About Us',
  },
  common: {
    loading: 'Loading...',
    showMore: 'Show more',
    showLess: 'Show less',
    /** The slideshows' autoplay control (WCAG 2.2.2). */
    pauseSlideshow: 'Pause the slideshow',
    playSlideshow: 'Play the slideshow',
  },
  home: {
    description:
      'Bespoke carbon aero kits, forged wheels and interior refinements for McLaren, Lamborghini, Porsche, Ferrari and more — engineered, fitted and finished by one workshop.',
    featuredEyebrow: 'Featured builds',
    featuredTitle: 'Cars we have refined',
    featuredLead: 'A selection of recent builds. Open a car to see its kit, parts and gallery.',
    viewCar: 'View build',
    emptyFeatured: 'No featured builds yet.',
    heroLabel: 'Highlights',
    heroSlide: (index: number, total: number) => `Slide ${index} of ${total}`,
    heroGoTo: (index: number, total: number) => `Show slide ${index} of ${total}`,
    opensInNewTab: '(opens in a new tab)',
    discover: 'Discover',
  },
  error: {
    title: 'Something went wrong',
    notFoundTitle: 'Page not found',
    message: 'The page could not be shown. Please try again in a moment.',
    backHome: 'Back to home',
  },
};
