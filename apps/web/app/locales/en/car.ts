// Car detail page and the shared media components (car card, image preview, showcase, slideshow).
export const car = {
  media: {
    showcaseTitle: 'Showcase',
    previewLabel: 'Image preview',
    close: 'Close preview',
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'All images',
    showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
    openImage: (alt: string) => `Enlarge: ${alt}`,
    keyboardHint: '← → to browse images, Esc to close',
  },
  eyebrow: 'The build',
  loading: 'Loading...',
  breadcrumbHome: 'Home',
  tabsLabel: 'Product types',
  download: 'Download brochure',
  downloadLabel: (name: string) => `Download brochure: ${name} (PDF)`,
  configuration: {
    eyebrow: 'Configuration',
    title: (type: string) => `${type} configuration`,
    carouselLabel: 'Configuration pictures',
    imageAlt: (car: string, type: string, index: number) => `${car} — ${type}, picture ${index}`,
    partsTitle: 'Parts in this configuration',
    partsLoading: 'Loading parts...',
    partsEmpty: 'No parts listed for this configuration yet.',
    partsFailed: 'The parts could not be loaded. Please try again.',
    retry: 'Retry',
    quantity: (count: number) => `Qty ${count}`,
    specs: 'Specifications',
    viewPart: 'View part',
    summary: (parts: number) =>
      parts === 1 ? '1 part in this configuration' : `${parts} parts in this configuration`,
    enlargeHint: 'Select the picture to see it full screen.',
  },
  offer: {
    eyebrow: 'Limited offer',
    title: 'Book a consultation this month and receive complimentary fitting and paint protection.',
    text: 'Tell us about your car and our workshop will put together a programme and quote within one working day.',
    action: 'Book now',
  },
  description: {
    eyebrow: 'About this build',
  },
  video: {
    eyebrow: 'On film',
    title: 'See it in motion',
    frameTitle: (car: string) => `Video of the ${car}`,
    play: (car: string) => `Play the ${car} video`,
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Build gallery',
    photos: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  },
  contact: {
    eyebrow: 'Enquiries',
    title: 'Contact Us',
    lead: (car: string) =>
      `Planning a build for your ${car}? Leave your details and a build consultant will come back to you.`,
    promises: [
      'One consultant from first quote to handover',
      'Fitting, finishing and aftercare in our own workshop',
      'A reply within one working day',
    ],
  },
  notFound: {
    title: 'This car is not in our showroom',
    message:
      'The car may have been removed or the address is mistyped. Our featured builds are a good place to start.',
    home: 'Back to home',
  },
  failed: {
    title: 'The car could not be loaded',
    message: 'Something went wrong while loading this car. Please try again in a moment.',
    retry: 'Try again',
  },
  descriptionFallback: (car: string, brand: string) =>
    `${brand} ${car} modification programme by RUIJIE TUNING: carbon aero, forged wheels, interior and the finished build gallery.`,
};
