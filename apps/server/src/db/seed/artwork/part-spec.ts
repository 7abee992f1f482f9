// Which product shot a catalogue part gets: the object drawn (subject), its material and,
// for wheels, the design. Read from the part's English name and specification, so a
// canard, a louvre and a lip no longer share one picture, nor forged and twill carbon.
import type { PartKind } from './catalog.ts';

export const MATERIALS = [
  'twill-gloss',
  'twill-matt',
  'plain-matt',
  'forged',
  'gloss-black',
  'titanium',
  'aluminium',
  'paint',
  'leather',
] as const;
export type Material = (typeof MATERIALS)[number];

export const SUBJECTS = [
  'front-lip',
  'canards',
  'louvres',
  'grille',
  'rods',
  'side-skirt',
  'arch',
  'side-vent',
  'rear-diffuser',
  'rear-vents',
  'rear-lip',
  'rear-wing',
  'ducktail',
  'roof-spoiler',
  'gurney',
  'end-plates',
  'hood',
  'mirror-cap',
  'badges',
  'window-trims',
  'exhaust',
  'exhaust-system',
  'wheel',
  'caps',
  'bolts',
  'tpms',
  'bottle',
  'steering-wheel',
  'headrest',
  'seat',
  'paddles',
  'sill',
  'carbon-interior',
  'lighting',
  'tail-lights',
  'plate-frame',
  'floor-mats',
  'car-cover',
  'key-case',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface PartPicture {
  kind: PartKind;
  subject: Subject;
  material: Material;
  /** Wheel design 0..WHEEL_DESIGNS-1; 0 for every other subject. */
  design: number;
}

export const WHEEL_DESIGNS = 8;

/** First rule whose words appear in the name wins; otherwise the kind's own subject. */
const RULES: [RegExp, Subject][] = [
  [/canard|winglet/, 'canards'],
  [/louvre/, 'louvres'],
  [/grille/, 'grille'],
  [/support rod|upright/, 'rods'],
  [/arch (kit|extension)/, 'arch'],
  // Before the side vents: "rear bumper side vents" are a pair of vents in the rear bumper.
  [/bumper side vent/, 'rear-vents'],
  [/side (vent|intake)|intake trim/, 'side-vent'],
  [/bumper lip/, 'rear-lip'],
  [/ducktail/, 'ducktail'],
  [/roof spoiler/, 'roof-spoiler'],
  [/gurney/, 'gurney'],
  [/end plate/, 'end-plates'],
  [/badge/, 'badges'],
  [/window trim/, 'window-trims'],
  [/tips/, 'exhaust'],
  [/exhaust|centre section/, 'exhaust-system'],
  [/centre cap/, 'caps'],
  [/bolt/, 'bolts'],
  [/tpms/, 'tpms'],
  [/cleaner|care kit|ceramic/, 'bottle'],
  [/headrest/, 'headrest'],
  [/seat/, 'seat'],
  [/paddle/, 'paddles'],
  [/sill/, 'sill'],
  [/tail light/, 'tail-lights'],
  [/plate frame|plate-frame/, 'plate-frame'],
  [/tow-hook/, 'badges'],
];

const KIND_SUBJECT: Record<PartKind, Subject> = {
  'front-lip': 'front-lip',
  'side-skirt': 'side-skirt',
  'rear-diffuser': 'rear-diffuser',
  'rear-wing': 'rear-wing',
  hood: 'hood',
  'mirror-cap': 'mirror-cap',
  exhaust: 'exhaust',
  'wheel-forged-1pc': 'wheel',
  'wheel-forged-2pc': 'wheel',
  'steering-wheel': 'steering-wheel',
  'carbon-interior': 'carbon-interior',
  lighting: 'lighting',
  'floor-mats': 'floor-mats',
  'car-cover': 'car-cover',
  'key-case': 'key-case',
};

function materialOf(spec: string): Material {
  const s = spec.toLowerCase();
  if (s.includes('forged carbon')) return 'forged';
  if (s.includes('1×1') || s.includes('plain weave')) return 'plain-matt';
  if (s.includes('matt clear')) return 'twill-matt';
  if (s.includes('colour code')) return 'paint';
  if (/gloss black|gloss-black|piano-black|black ceramic/.test(s)) return 'gloss-black';
  if (s.includes('titanium')) return 'titanium';
  if (/alumin|magnesium/.test(s)) return 'aluminium';
  if (/leather|alcantara|wool|velour|fabric/.test(s)) return 'leather';
  return 'twill-gloss';
}

/** Small stable hash: the same name always picks the same wheel design. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function partPicture(kind: PartKind, nameEn: string, specsEn: string): PartPicture {
  const name = nameEn.toLowerCase();
  const subject = RULES.find(([re]) => re.test(name))?.[1] ?? KIND_SUBJECT[kind];
  const material = materialOf(specsEn);
  // Front and rear wheels of one car share a design; the RJ lines are each their own.
  const line = /\brj-[a-z](\d+)/.exec(name)?.[1];
  const design =
    subject !== 'wheel'
      ? 0
      : line
        ? (Number(line) - 1) % WHEEL_DESIGNS
        : hash(name.replace(/\((front|rear)\)/, '').trim()) % WHEEL_DESIGNS;
  return { kind, subject, material, design };
}

/** File of a picture; the plain twill-gloss shot of each kind keeps the kind's own name. */
export function partPictureFile(pic: PartPicture): string {
  const isKindDefault =
    pic.subject === KIND_SUBJECT[pic.kind] && pic.material === 'twill-gloss' && pic.design === 0;
  if (isKindDefault) return `part/${pic.kind}.jpg`;
  const design = pic.subject === 'wheel' ? `-d${pic.design}` : '';
  const base = pic.subject === 'wheel' ? pic.kind : pic.subject;
  return `part/${base}-${pic.material}${design}.jpg`;
}

/** The default picture of a kind (the kind's own file). */
export function kindPicture(kind: PartKind): PartPicture {
  return { kind, subject: KIND_SUBJECT[kind], material: 'twill-gloss', design: 0 };
}
