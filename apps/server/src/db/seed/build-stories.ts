// The demo's build stories (decision 0067): three galleries tell what was done to the car, list
// the parts it used (products made for that car, in the order they were fitted) and compare the
// car as delivered (the gallery's first shot, without the kit) with the finished build (its
// catalogue picture, from the same angle).
// The other galleries have none, so the site shows both kinds of gallery.
import type { GalleryPartTable } from '../schema.ts';
import { carImage, galleryImage } from './artwork/catalog.ts';
import type { BrandSlug } from './artwork/catalog.ts';
import type { Row } from './types.ts';

type StoryColumns = Record<
  | 'story'
  | 'storyEn'
  | 'beforeImgUrl'
  | 'afterImgUrl'
  | 'beforeCaption'
  | 'beforeCaptionEn'
  | 'afterCaption'
  | 'afterCaptionEn',
  string
>;

interface BuildStorySource {
  car: { slug: BrandSlug; n: number };
  story: string;
  storyEn: string;
  /** Product ids, in the order the build used them. */
  parts: number[];
  captions: { before: [string, string]; after: [string, string] };
}

/** By gallery id: 11 is the 911 Turbo S at Ningbo, 1 the 720S on the Bund, 16 the G 63 by the river. */
const STORIES: Record<number, BuildStorySource> = {
  11: {
    car: { slug: 'porsche', n: 1 },
    story: [
      '<p>车主每个月都会去宁波国际赛道跑几节，原厂 911 Turbo S 在高速弯里车头偏轻，连续圈速后刹车和进气温度也偏高。我们的目标很明确：<strong>在不牺牲日常驾驶的前提下，让车头压得住、出弯更稳。</strong></p>',
      '<h3>空力与平衡</h3>',
      '<p>前唇、前杠风刀与导流前舱盖一起增加前轴下压力，鹅颈式尾翼与鸭尾负责后轴；整套部件沿用原厂安装点，全程无需切割车身。风洞与赛道数据对照后，尾翼角度定在第二档。</p>',
      '<h3>动力与轮毂</h3>',
      '<ul><li>钛合金中段直通，排气背压更低，声浪更干脆</li><li>前 20 寸、后 21 寸单片锻造轮毂，每台车减重约 9 kg 簧下质量</li></ul>',
      '<p>交车前我们陪车主在宁波跑了一个下午：同样的轮胎与气温，单圈快了 1.8 秒。</p>',
    ].join(''),
    storyEn: [
      '<p>The owner runs a few sessions at Ningbo International Circuit every month. In fast corners the factory 911 Turbo S felt light at the nose, and after consecutive laps the brakes and intake air ran hot. The brief was clear: <strong>keep the front planted and the exits calm, without giving up the daily drive.</strong></p>',
      '<h3>Aero and balance</h3>',
      '<p>The front lip, canards and vented front lid add downforce at the front axle; the swan-neck wing and ducktail look after the rear. Every part uses the factory mounting points, with no cutting at all. After comparing wind-tunnel and track data, the wing sits in its second position.</p>',
      '<h3>Power and wheels</h3>',
      '<ul><li>A titanium centre section: less back pressure and a crisper note</li><li>Monoblock forged wheels, 20-inch front and 21-inch rear, about 9 kg less unsprung mass</li></ul>',
      '<p>Before the handover we spent an afternoon at Ningbo with the owner: on the same tyres and in the same air, the car was 1.8 seconds a lap quicker.</p>',
    ].join(''),
    parts: [1, 138, 139, 142, 24, 18, 146, 147],
    captions: {
      before: ['原厂交付状态', 'As delivered'],
      after: ['空力套件与锻造轮毂', 'Aero kit and forged wheels'],
    },
  },
  1: {
    car: { slug: 'mclaren', n: 1 },
    story: [
      '<p>这台 720S 主要在城市里开，车主想要更低、更宽的视觉姿态，也想要夜里从外滩开过时那一声回响。</p>',
      '<h3>干碳外观</h3>',
      '<p>前唇、侧裙与后扩散器全部采用预浸料干碳，2×2 斜纹亮光清漆，与车身的火山橙形成对比；固定尾翼保留了原厂主动尾翼的刹车辅助功能。</p>',
      '<h3>声浪</h3>',
      '<p>钛合金阀门排气在城市模式下保持安静，打开阀门后声浪更高亢；烧蓝尾嘴由师傅手工烧制，每一套的颜色都略有不同。</p>',
    ].join(''),
    storyEn: [
      '<p>This 720S spends most of its life in the city. The owner wanted a lower, wider stance, and the echo it makes driving along the Bund at night.</p>',
      '<h3>Dry-carbon body</h3>',
      '<p>The front lip, side skirts and rear diffuser are pre-preg dry carbon in a gloss 2×2 twill, against the car’s volcano orange; the fixed wing keeps the air-brake assistance of the factory active wing.</p>',
      '<h3>The sound</h3>',
      '<p>The titanium valved exhaust stays quiet in city mode and sings higher with the valves open; the burnt tips are blued by hand, so no two sets are quite the same colour.</p>',
    ].join(''),
    parts: [66, 8, 70, 75, 71, 72],
    captions: {
      before: ['原厂外观', 'Factory body'],
      after: ['干碳套件与钛排气', 'Dry carbon and titanium'],
    },
  },
  16: {
    car: { slug: 'mercedes', n: 1 },
    story: [
      '<p>G 63 的方正轮廓本身就有力量感，车主希望它更宽、更稳，但依然能每天接送孩子、周末去郊外。</p>',
      '<p>碳纤维轮拱扩展件与侧裙让车身视觉上宽出一截，24 寸两片式锻造轮毂填满轮拱；侧出排气改在侧裙后方出气，声音更浑厚。所有部件均沿用原厂安装点，长宽高变化都在年检允许范围内。</p>',
    ].join(''),
    storyEn: [
      '<p>The square lines of the G 63 already speak of strength. The owner wanted it wider and more planted, while still doing the school run every day and the countryside at weekends.</p>',
      '<p>Carbon arch extensions and side skirts make the body look a step wider, and 24-inch two-piece forged wheels fill the arches; the side-exit exhaust now leaves behind the skirts, with a deeper voice. Every part uses the factory mounting points, and the dimensions stay within what the annual inspection (年检) allows.</p>',
    ].join(''),
    parts: [2, 173, 177, 17, 178, 179],
    captions: {
      before: ['原厂状态', 'Factory'],
      after: ['宽体套件与 24 寸锻造轮毂', 'Widebody kit and 24-inch forged wheels'],
    },
  },
};

const NONE: StoryColumns = {
  story: '',
  storyEn: '',
  beforeImgUrl: '',
  afterImgUrl: '',
  beforeCaption: '',
  beforeCaptionEn: '',
  afterCaption: '',
  afterCaptionEn: '',
};

/** A gallery's story columns, every one given (empty for a gallery without a story). */
export function buildStoryColumns(galleryId: number): StoryColumns {
  const source = STORIES[galleryId];
  if (!source) return NONE;
  const { slug, n } = source.car;
  return {
    story: source.story,
    storyEn: source.storyEn,
    beforeImgUrl: galleryImage(slug, n, 1),
    afterImgUrl: carImage(slug, n),
    beforeCaption: source.captions.before[0],
    beforeCaptionEn: source.captions.before[1],
    afterCaption: source.captions.after[0],
    afterCaptionEn: source.captions.after[1],
  };
}

export const galleryParts: Row<GalleryPartTable>[] = Object.entries(STORIES)
  .flatMap(([galleryId, source]) =>
    source.parts.map((productId, at) => ({ galleryId: Number(galleryId), productId, sortOrder: at + 1 })),
  )
  .map((row, index) => ({ id: index + 1, ...row }));
