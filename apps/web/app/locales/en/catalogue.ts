// Aerodynamic kits, wheels, peripherals and product detail.
export const catalogue = {
  sections: {
    'aerodynamic-kits': {
      eyebrow: 'Carbon aerodynamics',
      intro:
        'Splitters, skirts, diffusers and wings laid up in dry carbon and shaped in the wind tunnel — more downforce, less lift, and lines that look as if the factory drew them.',
      description:
        'Dry-carbon aerodynamic kits — front splitters, side skirts, rear diffusers and wings — for McLaren, Lamborghini, Porsche, Ferrari and more.',
      keywords: 'aerodynamic kit, carbon fibre, front splitter, side skirts, rear diffuser, rear wing',
    },
    wheels: {
      eyebrow: 'Forged wheels',
      intro:
        'Single-piece monoblocks and two-piece forged wheels machined from aerospace aluminium, sized and offset for your car and finished by hand.',
      description:
        'Single-piece and two-piece forged wheels, machined from aerospace aluminium and built to order for supercars and performance cars.',
      keywords: 'forged wheels, monoblock wheels, two-piece wheels, wheel upgrade',
    },
    peripherals: {
      eyebrow: 'Interior, exterior & care',
      intro:
        'The finishing touches: carbon and Alcantara interiors, exterior details and the care products that keep a modified car at its best.',
      description:
        'Interior upgrades, exterior accessories, and care and lifestyle products for modified supercars.',
      keywords: 'car accessories, interior upgrade, exterior accessories, car care, lifestyle',
    },
  },
  typeDescription: (type: string, section: string) =>
    `${type} from our ${section} range: browse every piece and open it for specifications and pictures.`,
  categoriesLabel: 'Categories',
  scrollHint: 'Scroll to see more categories',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  productsHeading: 'Products',
  productCount: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
  shownCount: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  emptyList: 'Nothing in this range yet — new pieces are on their way. Please check back soon.',
  emptyTypes: 'Categories are being updated.',
  moreFailed: 'More pieces could not be loaded. Please try again.',
  showAll: (total: number) => `Show all ${total}`,
  filters: {
    label: 'Find parts',
    brand: 'Brand',
    allBrands: 'All brands',
    model: 'Car model',
    allModels: 'All models',
    search: 'Search',
    searchPlaceholder: 'Part name, e.g. carbon lip',
    submit: 'Search',
    clear: 'Clear filters',
    results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
    noResults: 'No pieces match these filters. Try another model or a shorter search.',
  },
  viewProduct: 'View details',
  debug: {
    title: 'Product list',
    limit: 'Limit',
    total: 'Total',
    shown: 'Shown',
    category: 'Category',
  },
  notFound: {
    title: 'This category does not exist',
    message: 'The category may have been renamed or removed. Have a look at the whole range instead.',
    productTitle: 'This product is not available',
    productMessage: 'It may have been sold out or removed from the catalogue.',
    backToSection: (section: string) => `Browse ${section}`,
  },
  product: {
    backTo: (name: string) => `← Back to ${name}`,
    backToCar: '← Back to the car',
    type: 'Category',
    brand: 'Brand',
    car: 'Fits',
    specs: 'Specification',
    quantity: 'Quantity',
    quantityValue: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
    description: 'About this piece',
    universal: 'Universal catalogue piece',
    enquire: 'Enquire about this piece',
    openPreview: (name: string) => `Tap to enlarge: ${name}`,
    showImage: (index: number, total: number) => `Show picture ${index} of ${total}`,
    imageAlt: (name: string, index: number) => `${name}, picture ${index}`,
    previewTitle: (name: string) => name,
    zoomHint: 'Tap to enlarge',
  },
};
