// Brand detail page and the car list.
export const brand = {
  eyebrow: 'The marque',
  description: (name: string) =>
    `${name} modification programmes by RUIJIE TUNING: dry-carbon aero kits, forged wheels and bespoke interiors, with every model we refine and the builds we have delivered.`,
  lead: (models: number, builds: number) =>
    `${models === 1 ? '1 model' : `${models} models`} in our programme · ${builds === 1 ? '1 build' : `${builds} builds`} delivered`,
  failedTitle: 'Loading Failed',
  failedMessage: 'Unable to load brand data, please try again later',
  retry: 'Retry',
  emptyTitle: 'No brand data available',
  emptyMessage: 'This brand may have been renamed or is not in our programme yet.',
  browseAll: 'Browse all models',
  loading: 'Loading...',
  imageFailed: 'Image failed to load',
  slides: {
    label: (name: string) => `${name} highlights`,
    goTo: (index: number, total: number) => `Show slide ${index} of ${total}`,
    discover: 'Discover the build',
  },
  models: {
    eyebrow: 'Models',
    title: 'Choose a model',
    empty: 'No car models available',
    label: 'Car models',
  },
  gallery: {
    eyebrow: 'Builds',
    title: 'Modification gallery',
    titleFor: (car: string) => `Builds on the ${car}`,
    empty: 'No gallery data available',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    loadFailed: 'More builds could not be loaded. Please try again.',
    count: (shown: number, total: number) => `${shown} of ${total}`,
    openCar: (car: string) => `View the ${car}`,
  },
  news: {
    eyebrow: 'Journal',
    title: 'News & stories',
    readMore: 'Read more',
    allNews: 'All news',
  },
  carList: {
    screen: 'All Models',
    eyebrow: 'Our programme',
    title: 'Every model we refine',
    lead: 'Choose your car to see its aero kit, wheels, interior pieces and the builds we have delivered.',
    description:
      'Every car model in the RUIJIE TUNING programme, by brand: McLaren, Lamborghini, Porsche, Mercedes-Benz, Ferrari, Bentley, BMW and Audi.',
    brandLink: (name: string) => `All about ${name}`,
    modelCount: (count: number) => (count === 1 ? '1 model' : `${count} models`),
    empty: 'No car models available',
    jumpLabel: 'Jump to a brand',
  },
};
