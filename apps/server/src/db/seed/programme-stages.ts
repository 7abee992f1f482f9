// The stages of the demo's programmes (decision 0062): a model with a programme offers Stage 1,
// its aero kit (one part of each aero type made for it), and Stage 2, its power upgrade (with the
// exhaust) and wheels, or wheels and details where the programme leaves the drive alone, with the
// rest of its parts.
// Every part is a demo product made for that model (its carId).
import type { CarStagePartTable, CarStageTable, ProductTable } from '../schema.ts';
import { carId, carSources } from './cars.ts';
import { products } from './catalogue.ts';
import { programmeOf } from './programme-figures.ts';
import { productTypes } from './product-types.ts';
import type { Row } from './types.ts';

/** Parts a stage lists at most in the demo. */
const PARTS_PER_STAGE = 4;

const AERO_TYPES = new Set(
  productTypes.filter((type) => type.category === 'aerodynamic-kits').map((type) => type.id),
);

/** An exhaust belongs to the drive, not to the aero kit. */
const isExhaust = (product: Row<ProductTable>) => /exhaust|centre section/i.test(product.nameEn);

type StageTexts = Pick<CarStageTable, 'name' | 'nameEn' | 'description' | 'descriptionEn'>;

const STAGE_1: StageTexts = {
  name: 'Stage 1 · 空力套件',
  nameEn: 'Stage 1 · Aero kit',
  description: '预浸料干碳空力套件，沿用原厂安装点，无需切割车身；上海工坊约五个工作日完成安装。',
  descriptionEn:
    'The pre-preg dry-carbon aero kit, on the factory mounting points with no cutting; fitted in about five working days at our Shanghai workshop.',
};

const STAGE_2_POWER: StageTexts = {
  name: 'Stage 2 · 动力与轮毂',
  nameEn: 'Stage 2 · Power and wheels',
  description: 'ECU 标定、阀门排气与进气升级，搭配锻造轮毂；交车附台架测试与路试报告。',
  descriptionEn:
    'ECU calibration, a valved exhaust and intake upgrade, with forged wheels; handed over with dyno and road test reports.',
};

const STAGE_2_WHEELS: StageTexts = {
  name: 'Stage 2 · 轮毂与细节',
  nameEn: 'Stage 2 · Wheels and details',
  description: '锻造轮毂与碳纤维细节件，整车进一步减重；动力系统保持原厂状态与质保。',
  descriptionEn:
    'Forged wheels and carbon details for a lighter car still; the drivetrain stays as the factory made it, warranty included.',
};

function buildStages(): { stages: Row<CarStageTable>[]; parts: Row<CarStagePartTable>[] } {
  const stages: Row<CarStageTable>[] = [];
  const parts: Row<CarStagePartTable>[] = [];
  for (const car of carSources) {
    const programme = programmeOf(car.slug, car.n);
    if (!programme) continue;
    const id = carId(car.slug, car.n);
    const own = products.filter((product) => product.carId === id);
    const exhausts = own.filter(isExhaust);
    const body = own.filter((product) => !isExhaust(product));
    // Stage 1: the first part of each aero type, in the order of the car's products.
    const seenTypes = new Set<number>();
    const first = body
      .filter((product) => {
        if (!AERO_TYPES.has(product.typeId) || seenTypes.has(product.typeId)) return false;
        seenTypes.add(product.typeId);
        return true;
      })
      .slice(0, PARTS_PER_STAGE);
    // Stage 2: the exhaust where the programme upgrades the drive, the wheels and peripherals,
    // then the aero parts Stage 1 leaves out.
    const rest = [
      ...(programme.power ? exhausts : []),
      ...body.filter((product) => !AERO_TYPES.has(product.typeId)),
      ...body.filter((product) => AERO_TYPES.has(product.typeId) && !first.includes(product)),
    ].slice(0, PARTS_PER_STAGE);
    const plan: [StageTexts, Row<ProductTable>[]][] = [
      [STAGE_1, first],
      [programme.power ? STAGE_2_POWER : STAGE_2_WHEELS, rest],
    ];
    plan.forEach(([texts, listed], index) => {
      const stageId = stages.length + 1;
      stages.push({ id: stageId, carId: id, ...texts, sortOrder: index + 1 });
      listed.forEach((product, at) =>
        parts.push({ id: parts.length + 1, stageId, productId: product.id, sortOrder: at + 1 }),
      );
    });
  }
  return { stages, parts };
}

const built = buildStages();

export const carStages: Row<CarStageTable>[] = built.stages;
export const carStageParts: Row<CarStagePartTable>[] = built.parts;
