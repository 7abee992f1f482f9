// The words of a car's programme section. Not among the UI strings every page loads: the car page's
// data carries them, already in the page's language (features/car/programme/programme-view.ts).
import type { ProgrammeWords } from '../en/programme.ts';

export const programme: ProgrammeWords = {
  eyebrow: '改装方案',
  title: (car: string) => `${car} 原厂与改装对比`,
  titleWithoutFigures: (car: string) => `${car} 改装方案`,
  stock: '原厂',
  tuned: '锐界改装',
  power: '最大功率',
  torque: '峰值扭矩',
  zeroTo100: '0–100 km/h 加速',
  weightSaved: '整车减重',
  weightSavedNote: '碳纤维与锻造部件对比原厂件',
  kw: (value: string) => `${value} kW`,
  ps: (value: string) => `${value} 马力`,
  nm: (value: string) => `${value} N·m`,
  seconds: (value: string) => `${value} 秒`,
  kg: (value: string) => `${value} kg`,
  priceLabel: '方案价格',
  price: (amount: string) => `¥ ${amount}`,
  priceSuffix: '起',
  onRequest: '价格面议',
  compliance: '合规与年检',
};
