// The words of wheel fitment (decision 0066): the sizes and models on a wheel's page and the "my
// car" filter of the wheels pages. Not among the UI strings every page loads: the pages' data
// carries them, already in the page's language (features/product/fitment, features/catalogue).
export const fitment = {
  eyebrow: 'Fitment',
  title: 'Sizes and the cars they fit',
  sizesCaption: 'Sizes of this wheel',
  axle: 'Position',
  axles: { both: 'Front and rear', front: 'Front', rear: 'Rear' },
  diameter: 'Diameter',
  width: 'Width',
  offset: 'Offset',
  boltPattern: 'Bolt pattern',
  centreBore: 'Centre bore',
  inches: (value: string) => `${value}″`,
  widthJ: (value: string) => `${value}J`,
  offsetEt: (value: string) => `ET ${value}`,
  millimetres: (value: string) => `${value} mm`,
  fitsTitle: (count: number) => (count === 1 ? 'Fits 1 model' : `Fits ${count} models`),
  fitsLabel: 'Models this wheel fits',
  unitsNote: 'Diameter and width in inches (J), offset (ET) and centre bore in millimetres.',
  myCar: 'Wheels for my car',
  myCarHint: 'Choose your brand and model: we show the wheels made in its sizes.',
  fitsYour: (car: string) => `Fit your ${car}`,
  fitsCount: (count: number) => (count === 1 ? '1 wheel' : `${count} wheels`),
  noneFit: (car: string) =>
    `No wheel in the catalogue lists the ${car} yet. Ask us: most designs are forged to order in any size.`,
  showAll: 'Show all wheels',
  carLink: (count: number) => `Wheels that fit · ${count}`,
};

export type FitmentWords = typeof fitment;
