// The words of wheel fitment (decision 0066): the sizes and models on a wheel's page and the "my
// car" filter of the wheels pages. Not among the UI strings every page loads: the pages' data
// carries them, already in the page's language (features/product/fitment, features/catalogue).
import type { FitmentWords } from '../en/fitment.ts';

export const fitment: FitmentWords = {
  eyebrow: '适配',
  title: '规格与适配车型',
  sizesCaption: '本款轮毂的规格',
  axle: '位置',
  axles: { both: '前后轮', front: '前轮', rear: '后轮' },
  diameter: '直径',
  width: '宽度',
  offset: '偏距',
  boltPattern: '孔距',
  centreBore: '中心孔',
  inches: (value: string) => `${value} 英寸`,
  widthJ: (value: string) => `${value}J`,
  offsetEt: (value: string) => `ET ${value}`,
  millimetres: (value: string) => `${value} 毫米`,
  fitsTitle: (count: number) => `适配 ${count} 款车型`,
  fitsLabel: '本款轮毂适配的车型',
  unitsNote: '直径与宽度（J）以英寸计，偏距（ET）与中心孔以毫米计。',
  myCar: '为我的车选轮毂',
  myCarHint: '选择品牌与车型，即可看到按该车型尺寸制作的轮毂。',
  fitsYour: (car: string) => `适配您的 ${car}`,
  fitsCount: (count: number) => `共 ${count} 款轮毂`,
  noneFit: (car: string) => `目前尚无标注适配 ${car} 的轮毂。欢迎咨询：多数款式可按任意尺寸锻造定制。`,
  showAll: '查看全部轮毂',
  carLink: (count: number) => `适配此车的轮毂 · ${count} 款`,
};
