// The words of a car's programme section. Not among the UI strings every page loads: the car page's
// data carries them, already in the page's language (features/car/programme/programme-view.ts).
export const programme = {
  eyebrow: 'Tuning programme',
  title: (car: string) => `${car}: stock and tuned`,
  titleWithoutFigures: (car: string) => `The ${car} programme`,
  stock: 'Stock',
  tuned: 'Tuned',
  power: 'Power',
  torque: 'Torque',
  zeroTo100: '0–100 km/h',
  weightSaved: 'Weight saved',
  weightSavedNote: 'Carbon and forged parts against factory ones',
  kw: (value: string) => `${value} kW`,
  ps: (value: string) => `${value} PS`,
  nm: (value: string) => `${value} Nm`,
  seconds: (value: string) => `${value} s`,
  kg: (value: string) => `${value} kg`,
  priceLabel: 'Programme price',
  price: (amount: string) => `From ¥${amount}`,
  priceSuffix: '',
  onRequest: 'Price on request',
  compliance: 'Road-legal and inspection',
};

export type ProgrammeWords = typeof programme;
