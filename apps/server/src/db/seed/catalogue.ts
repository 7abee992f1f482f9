// Products: the catalogue lines of each product type, then the parts shown in each car page tab.
// Catalogue products come first, so product ids 1.. are catalogue items. A catalogue line made for
// one model carries that model's car (its page names the car, the car's pictures show it); a line
// that fits many cars carries none and names none.
import type { ProductTable } from '../schema.ts';
import { configImage, GALLERY_SHOTS_PER_CAR, galleryImage } from './artwork/catalog.ts';
import type { BrandSlug, PartKind } from './artwork/catalog.ts';
import { partPicture, partPictureFile } from './artwork/part-spec.ts';
import type { PartPicture, Subject } from './artwork/part-spec.ts';
import { carId, carSources, carTabs } from './cars.ts';
import type { CarSource, CarTab } from './cars.ts';
import { TYPE_ID } from './product-types.ts';
import type { TypeSlug } from './product-types.ts';
import { fileList } from './types.ts';
import type { Row } from './types.ts';

interface Item {
  kind: PartKind;
  name: string;
  nameEn: string;
  specs: string;
  specsEn: string;
  quantity: number;
  description: string;
  descriptionEn: string;
}

function item(
  kind: PartKind,
  [name, nameEn]: [string, string],
  [specs, specsEn]: [string, string],
  quantity: number,
  [description, descriptionEn]: [string, string],
): Item {
  return { kind, name, nameEn, specs, specsEn, quantity, description, descriptionEn };
}

/** A catalogue line; `car` is the demo model it is made for, absent when it fits many cars. */
interface CatalogueLine extends Item {
  car?: CarSource;
}

/** A line made for the n-th car (1..3) of a brand, as cars.ts numbers them. */
function madeFor(slug: BrandSlug, n: number, line: Item): CatalogueLine {
  const car = carSources.find((c) => c.slug === slug && c.n === n);
  if (!car) throw new Error(`the demo has no car ${slug}-${n}`);
  return { ...line, car };
}

const TWILL_GLOSS: [string, string] = [
  '干碳纤维 / 2×2 斜纹 / 光面清漆',
  'Dry carbon / 2×2 twill / gloss clear',
];
const TWILL_MATT: [string, string] = [
  '干碳纤维 / 2×2 斜纹 / 哑光清漆',
  'Dry carbon / 2×2 twill / matt clear',
];
const PLAIN_MATT: [string, string] = [
  '干碳纤维 / 1×1 平纹 / 哑光清漆',
  'Dry carbon / 1×1 plain weave / matt clear',
];
const FORGED_CARBON: [string, string] = [
  '锻造碳纤维 / 大理石纹 / 光面清漆',
  'Forged carbon / marble pattern / gloss clear',
];

/** `text` with each `{key}` in it replaced by its value. */
function fillIn(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text);
}

/** A forged wheel family's words, in both languages; `{name}`, `{design}` and `{sizes}` take each model's. */
interface WheelFamily {
  kind: PartKind;
  name: [string, string];
  specs: [string, string];
  description: [string, string];
}

const MONOBLOCK: WheelFamily = {
  kind: 'wheel-forged-1pc',
  name: ['{name} 单片锻造轮毂', '{name} monoblock forged wheel'],
  specs: [
    '{sizes} / 8.5J–12.5J / 6061-T6 锻造铝 / 缎面炮铜灰',
    '{sizes} / 8.5J–12.5J / 6061-T6 forged aluminium / satin gunmetal',
  ],
  description: [
    '{design}设计，由整块 6061-T6 铝锭经万吨级锻压与五轴 CNC 加工而成，按车型定制 ET 值与中心孔。',
    'A design of {design}, pressed from a solid 6061-T6 billet on a 10,000-tonne press and finished on five-axis CNC, with offset and centre bore made to your car.',
  ],
};

const TWO_PIECE: WheelFamily = {
  kind: 'wheel-forged-2pc',
  name: ['{name} 两片式锻造轮毂', '{name} two-piece forged wheel'],
  specs: [
    '{sizes} / 锻造轮辐 + 旋压轮辋 / 钛合金螺栓 / 抛光轮唇',
    '{sizes} / forged face + spun barrel / titanium bolts / polished lip',
  ],
  description: [
    '{design}设计，锻造轮辐与旋压轮辋以钛合金螺栓连接，可自由组合轮辐颜色与轮唇工艺。',
    'A design of {design}: the forged face and spun barrel are joined with titanium bolts, so face colour and lip finish can be combined freely.',
  ],
};

/** The catalogue lines of a wheel family, one a model: [name, nameEn, design, designEn, sizes]. */
function wheelLines(family: WheelFamily, models: [string, string, string, string, string][]): Item[] {
  return models.map(([name, nameEn, design, designEn, sizes]) => {
    const filled = ([zh, en]: [string, string]): [string, string] => [
      fillIn(zh, { name, design, sizes }),
      fillIn(en, { name: nameEn, design: designEn, sizes }),
    ];
    return item(family.kind, filled(family.name), filled(family.specs), 4, filled(family.description));
  });
}

/** Catalogue lines per product type: enough for "show more" on every tile. */
const catalogue: Record<TypeSlug, CatalogueLine[]> = {
  front: [
    madeFor(
      'porsche',
      1,
      item('front-lip', ['992 款 911 干碳前唇', 'Dry-carbon front lip for the 992 911'], TWILL_GLOSS, 1, [
        '三段式结构，沿用原厂安装孔位，底部加装耐磨护条，日常通过减速带更安心。',
        'Three sections on the factory mounting points, with a wear strip underneath for worry-free speed bumps.',
      ]),
    ),
    madeFor(
      'mercedes',
      1,
      item('front-lip', ['G 63 碳纤维前杠饰板', 'Carbon front bumper trim for the G 63'], TWILL_GLOSS, 1, [
        '完整覆盖原厂前杠下缘，保留雷达与摄像头的全部功能。',
        'Covers the lower edge of the factory bumper, with radar and cameras fully working.',
      ]),
    ),
    madeFor(
      'bmw',
      1,
      item('front-lip', ['M3 / M4 三段式前唇', 'Three-section front lip for the M3 / M4'], PLAIN_MATT, 1, [
        '左右两段可单独更换，赛道擦碰后维护成本更低。',
        'The outer sections can be replaced individually, keeping costs down after a track-day scrape.',
      ]),
    ),
    madeFor(
      'audi',
      2,
      item('front-lip', ['RS 6 / RS 7 前铲', 'Front splitter for the RS 6 / RS 7'], TWILL_GLOSS, 1, [
        '前铲平面向前延伸 30 毫米，有效降低前轴升力。',
        'The splitter plane reaches 30 mm further forward, markedly reducing front-axle lift.',
      ]),
    ),
    madeFor(
      'lamborghini',
      1,
      item('front-lip', ['Huracán EVO 前铲翼片', 'Splitter winglets for the Huracán EVO'], TWILL_MATT, 2, [
        '与原厂前铲无缝衔接的翼片，强化前部下压力。',
        'Winglets that join the factory splitter seamlessly and add front downforce.',
      ]),
    ),
    madeFor(
      'bentley',
      1,
      item(
        'front-lip',
        ['欧陆 GT 前唇（车身同色）', 'Body-colour front lip for the Continental GT'],
        ['碳纤维基材 / 原厂色号喷涂 / 高光清漆', 'Carbon core / factory colour code / high-gloss clear'],
        1,
        [
          '按原厂色号调漆，与车身浑然一体，低调中见精致。',
          'Painted to the factory colour code so it blends into the body: quiet, and finely made.',
        ],
      ),
    ),
    item(
      'front-lip',
      ['可调前铲支撑杆（一对）', 'Adjustable splitter support rods (pair)'],
      ['7075-T6 航空铝 / 硬质阳极氧化 / 快拆结构', '7075-T6 aluminium / hard anodised / quick-release'],
      2,
      [
        '高速时防止前铲变形，快拆结构便于日常与赛道之间切换。',
        'Stop the splitter flexing at speed; the quick-release design makes switching between road and track easy.',
      ],
    ),
  ],
  side: [
    madeFor(
      'mclaren',
      1,
      item('side-skirt', ['720S 干碳侧裙', 'Dry-carbon side skirts for the 720S'], TWILL_GLOSS, 2, [
        '延伸车身下缘，隔离侧面气流进入车底，配合扩散器提升地面效应。',
        'Extend the sill line and keep side air out from under the car, working with the diffuser for more ground effect.',
      ]),
    ),
    madeFor(
      'lamborghini',
      2,
      item('side-skirt', ['Urus 碳纤维轮眉套件', 'Carbon arch kit for the Urus'], TWILL_GLOSS, 4, [
        '单侧加宽 40 毫米，为更宽的轮胎留出充足空间。',
        'Adds 40 mm per side, leaving ample room for wider tyres.',
      ]),
    ),
    madeFor(
      'mercedes',
      2,
      item('side-skirt', ['AMG GT 侧裙翼片', 'Side skirt blades for the AMG GT'], TWILL_MATT, 2, [
        '垂直翼片在车身侧面形成气帘，减少高速侧风干扰。',
        'Vertical blades form an air curtain along the flanks and calm crosswinds at speed.',
      ]),
    ),
    madeFor(
      'porsche',
      2,
      item('side-skirt', ['Taycan 低风阻侧裙', 'Low-drag side skirts for the Taycan'], PLAIN_MATT, 2, [
        '经 CFD 仿真优化的造型，在提升稳定性的同时不影响续航。',
        'A CFD-optimised shape that adds stability without costing range.',
      ]),
    ),
    madeFor(
      'bmw',
      3,
      item('side-skirt', ['X5 M 侧踏板饰条', 'Running-board trims for the X5 M'], FORGED_CARBON, 2, [
        '锻造碳纤维独特的大理石纹理，每一件都独一无二。',
        'Forged carbon’s marble pattern makes every piece one of a kind.',
      ]),
    ),
    item('mirror-cap', ['碳纤维后视镜罩（多车型适配）', 'Carbon mirror caps (multi-fit)'], PLAIN_MATT, 2, [
      '直接替换原厂镜罩，保留转向灯与盲区监测功能。',
      'Direct replacements for the factory caps; indicators and blind-spot monitoring keep working.',
    ]),
    madeFor(
      'audi',
      1,
      item('side-skirt', ['R8 侧进气口饰板', 'Side intake trims for the R8'], TWILL_GLOSS, 2, [
        '重塑侧进气口边缘，引导更多冷空气进入发动机舱。',
        'Reshape the side intakes to feed more cool air to the engine bay.',
      ]),
    ),
  ],
  rear: [
    madeFor(
      'lamborghini',
      1,
      item(
        'exhaust',
        ['Huracán 钛合金排气系统', 'Titanium exhaust system for the Huracán'],
        ['TA1 纯钛 / 0.8 毫米壁厚 / 真空阀门', 'TA1 titanium / 0.8 mm wall / vacuum valves'],
        1,
        [
          '比原厂排气轻 12 公斤，高转区声浪更加清亮。',
          '12 kg lighter than stock, with a clearer voice at high revs.',
        ],
      ),
    ),
    madeFor(
      'bmw',
      1,
      item('rear-diffuser', ['M4 干碳后扩散器', 'Dry-carbon diffuser for the M4'], TWILL_GLOSS, 1, [
        '加深的导流通道加速车底气流排出，提升后轴下压力。',
        'Deeper channels speed air out from under the car and add rear downforce.',
      ]),
    ),
    madeFor(
      'mercedes',
      1,
      item(
        'exhaust',
        ['G 63 侧出排气', 'Side-exit exhaust for the G 63'],
        ['SUS304 不锈钢 / 陶瓷黑涂层 / 阀门控制', 'SUS304 stainless / black ceramic coating / valved'],
        1,
        [
          '经典侧出布局，阀门关闭时安静，全开时气势十足。',
          'The classic side-exit layout: quiet with valves closed, thunderous when open.',
        ],
      ),
    ),
    madeFor(
      'porsche',
      1,
      item(
        'exhaust',
        ['911 Turbo S 中段直通', 'Centre section for the 911 Turbo S'],
        ['TA1 纯钛 / 等长设计 / 0.8 毫米壁厚', 'TA1 titanium / equal-length / 0.8 mm wall'],
        1,
        [
          '取消中段消音，降低背压，保留原厂尾段与阀门。',
          'Removes the centre silencer to cut back pressure, keeping the factory rear section and valves.',
        ],
      ),
    ),
    madeFor(
      'audi',
      3,
      item('rear-diffuser', ['RS Q8 碳纤维后扩散器', 'Carbon diffuser for the RS Q8'], TWILL_MATT, 1, [
        '哑光清漆与黑化外饰相得益彰，尾部更显低宽。',
        'A matt clear that suits blacked-out trim and makes the tail look lower and wider.',
      ]),
    ),
    item(
      'exhaust',
      ['烧蓝钛尾嘴（四件套）', 'Burnt titanium tips (set of 4)'],
      [
        'TA1 纯钛 / 手工烧蓝 / 双层碳纤维外圈',
        'TA1 titanium / hand-burnt blue / double-wall carbon surround',
      ],
      4,
      [
        '每一支尾嘴的烧蓝色泽都由技师手工完成，独一无二。',
        'Every tip is blued by hand, so no two share exactly the same colour.',
      ],
    ),
    madeFor(
      'ferrari',
      1,
      item('rear-diffuser', ['SF90 后扩散器导流片', 'Diffuser strakes for the SF90'], TWILL_GLOSS, 4, [
        '加高的导流片进一步规整车底气流，适合赛道日使用。',
        'Taller strakes organise the underbody flow further: made for track days.',
      ]),
    ),
  ],
  wing: [
    item(
      'rear-wing',
      ['GT 鹅颈尾翼 1600 毫米', 'GT swan-neck wing, 1600 mm'],
      [
        '干碳纤维 / 2×2 斜纹 / 光面清漆 / 航空铝支架',
        'Dry carbon / 2×2 twill / gloss clear / aluminium uprights',
      ],
      1,
      [
        '鹅颈支架让翼面下表面保持洁净气流，四档攻角可调。',
        'Swan-neck mounts keep the underside airflow clean; four angle-of-attack settings.',
      ],
    ),
    madeFor(
      'bmw',
      1,
      item('rear-wing', ['M4 鸭尾扰流板', 'Ducktail spoiler for the M4'], TWILL_GLOSS, 1, [
        '低调的鸭尾造型，不改变整车轮廓即可提升尾部稳定性。',
        'A discreet ducktail that adds rear stability without changing the silhouette.',
      ]),
    ),
    madeFor(
      'porsche',
      1,
      item('rear-wing', ['911 Turbo S 鸭尾', 'Ducktail for the 911 Turbo S'], TWILL_GLOSS, 1, [
        '向经典 Carrera RS 致敬的鸭尾造型，保留原厂电动扰流板功能。',
        'A nod to the classic Carrera RS, keeping the factory electric spoiler working.',
      ]),
    ),
    madeFor(
      'lamborghini',
      2,
      item('rear-wing', ['Urus 碳纤维顶翼', 'Carbon roof spoiler for the Urus'], TWILL_GLOSS, 1, [
        '延长车顶线条，减少尾部乱流并保持后窗清洁。',
        'Extends the roofline, reducing turbulence and helping keep the rear screen clean.',
      ]),
    ),
    madeFor(
      'audi',
      2,
      item('rear-wing', ['RS 6 Avant 碳纤维顶翼', 'Carbon roof spoiler for the RS 6 Avant'], PLAIN_MATT, 1, [
        '为旅行车量身设计，与原厂第三刹车灯完美贴合。',
        'Designed for the estate, fitting perfectly around the factory third brake light.',
      ]),
    ),
    item('rear-wing', ['格尼襟翼（三种高度）', 'Gurney flap (three heights)'], PLAIN_MATT, 1, [
      '加装于翼面后缘，以极小的阻力代价换取可观的下压力。',
      'Fits the trailing edge and buys useful downforce for very little drag.',
    ]),
    madeFor(
      'ferrari',
      2,
      item('rear-wing', ['296 GTB 尾翼端板', 'Wing end plates for the 296 GTB'], TWILL_MATT, 2, [
        '抑制翼尖涡流，提升尾翼效率。',
        'Suppress tip vortices and improve wing efficiency.',
      ]),
    ),
  ],
  'single-piece': wheelLines(MONOBLOCK, [
    ['RJ-M01 锋刃', 'RJ-M01 Blade', '十辐直辐', 'ten straight spokes', '20" / 21"'],
    ['RJ-M02 星轨', 'RJ-M02 Orbit', '五组双辐', 'five twin spokes', '21" / 22"'],
    ['RJ-M03 疾风', 'RJ-M03 Gale', 'Y 形辐条', 'Y-spokes', '20" / 21"'],
    ['RJ-M05 天穹', 'RJ-M05 Vault', '深凹网状辐条', 'deep-concave mesh', '21" / 22"'],
    ['RJ-M07 赛道', 'RJ-M07 Circuit', '中央锁造型', 'centre-lock style', '20" / 21"'],
    ['RJ-M08 流光', 'RJ-M08 Lumen', '定向涡轮辐', 'directional turbine spokes', '21" / 22"'],
    ['RJ-M09 玄武', 'RJ-M09 Basalt', '深凹七辐', 'deep-concave seven spokes', '22" / 23"'],
    ['RJ-M10 极光', 'RJ-M10 Aurora', '分叉六辐', 'split six spokes', '21" / 22"'],
  ]),
  'two-piece': wheelLines(TWO_PIECE, [
    ['RJ-T01 王冠', 'RJ-T01 Crown', '十五辐交叉', 'fifteen crossed spokes', '21" / 22"'],
    ['RJ-T02 大都会', 'RJ-T02 Metropolis', '经典多辐', 'classic multi-spoke', '22" / 23"'],
    ['RJ-T03 银河', 'RJ-T03 Galaxy', '螺旋双辐', 'spiral twin spokes', '21" / 22"'],
    ['RJ-T04 雅典', 'RJ-T04 Athena', '七辐深唇', 'seven spokes with a deep lip', '20" / 21"'],
    ['RJ-T05 云阶', 'RJ-T05 Skyline', '阶梯式轮唇', 'stepped lip', '22" / 23"'],
    ['RJ-T06 燕尾', 'RJ-T06 Swallowtail', '燕尾分叉辐', 'swallowtail split spokes', '21" / 22"'],
    ['RJ-T08 经典网辐', 'RJ-T08 Classic Mesh', '交叉网辐', 'cross-laced mesh', '20" / 21"'],
    ['RJ-T09 钛影', 'RJ-T09 Titan Shadow', '五辐钛合金螺栓', 'five spokes with titanium bolts', '23" / 24"'],
  ]),
  interior: [
    item(
      'steering-wheel',
      ['碳纤维 Alcantara 方向盘', 'Carbon & Alcantara steering wheel'],
      ['干碳纤维 / Alcantara / 12 点钟标识', 'Dry carbon / Alcantara / 12 o’clock marker'],
      1,
      [
        '保留原厂多功能按键与加热功能，握感更加扎实。',
        'Keeps the factory multifunction buttons and heating, with a firmer grip.',
      ],
    ),
    item(
      'carbon-interior',
      ['加长镁合金换挡拨片', 'Extended magnesium shift paddles'],
      ['AZ91D 镁合金 / 阳极氧化 / 磁吸结构', 'AZ91D magnesium / anodised / magnetic action'],
      2,
      [
        '加长 25 毫米的拨片，弯中换挡无需移开双手。',
        'Paddles 25 mm longer, so you can shift mid-corner without moving your hands.',
      ],
    ),
    item(
      'floor-mats',
      ['定制羊绒脚垫', 'Tailored wool floor mats'],
      ['羊毛混纺 / 真皮包边 / 防滑底层', 'Wool blend / leather binding / non-slip backing'],
      4,
      [
        '按车型三维扫描裁剪，包边颜色可与内饰缝线匹配。',
        'Cut from a 3D scan of your model, with binding to match the interior stitching.',
      ],
    ),
    item('carbon-interior', ['碳纤维座椅背板', 'Carbon seat back shells'], TWILL_GLOSS, 2, [
      '替换原厂塑料背板，每座减重约 1.2 公斤。',
      'Replace the plastic factory shells and save about 1.2 kg per seat.',
    ]),
    item(
      'carbon-interior',
      ['背光迎宾踏板', 'Illuminated door sills'],
      ['干碳纤维 / 不锈钢嵌件 / LED 背光', 'Dry carbon / stainless inlay / LED backlight'],
      2,
      [
        '开门即亮起的定制标识，可刻印车主姓名或编号。',
        'A bespoke emblem that lights up as the door opens, engraved with a name or number.',
      ],
    ),
    item('carbon-interior', ['碳纤维中控饰板', 'Carbon centre-console trim'], FORGED_CARBON, 1, [
      '锻造碳纤维的大理石纹理，为座舱增添一分精工质感。',
      'Forged carbon’s marble pattern adds a crafted feel to the cabin.',
    ]),
    item(
      'steering-wheel',
      ['手工刺绣头枕', 'Hand-embroidered headrests'],
      ['Nappa 真皮 / 手工刺绣 / 可定制图案', 'Nappa leather / hand embroidery / custom motifs'],
      2,
      [
        '由上海工坊的刺绣师逐针完成，可定制家族徽记或车型标识。',
        'Stitched by hand in our Shanghai atelier, with a family crest or model emblem to order.',
      ],
    ),
  ],
  exterior: [
    item(
      'lighting',
      ['烟熏 LED 尾灯', 'Smoked LED tail lights'],
      ['E-Mark 认证 / 流水转向 / 烟熏灯罩', 'E-Mark approved / sequential indicators / smoked lenses'],
      2,
      ['即插即用，不影响原厂故障检测。', 'Plug and play, with factory fault detection untouched.'],
    ),
    item(
      'lighting',
      ['日行灯模组', 'Daytime running light modules'],
      ['E-Mark 认证 / 6000K 色温 / IP67 防护', 'E-Mark approved / 6000 K / IP67'],
      2,
      ['更纯净的白光，让前脸在日间同样醒目。', 'Purer white light keeps the face striking in daylight.'],
    ),
    item('mirror-cap', ['碳纤维车标套装', 'Carbon badge set'], PLAIN_MATT, 2, [
      '前后车标以碳纤维重新制作，低调而有质感。',
      'Front and rear badges remade in carbon: quiet, with real texture.',
    ]),
    item(
      'mirror-cap',
      ['黑化窗框饰条', 'Blackout window trims'],
      ['3M 原厂膜 / 亮黑 / 五年质保', '3M film / gloss black / five-year warranty'],
      1,
      ['替代镀铬饰条，整车气质更加沉稳。', 'Replaces the chrome for a calmer, more assured look.'],
    ),
    item(
      'lighting',
      ['钛合金牌照框', 'Titanium licence-plate frame'],
      ['Gr.5 钛合金 / 拉丝表面 / 防盗螺丝', 'Grade 5 titanium / brushed finish / security screws'],
      2,
      [
        '符合国内牌照尺寸，耐腐蚀且不会留下锈迹。',
        'Sized for Chinese plates; corrosion-proof and never stains.',
      ],
    ),
    item('side-skirt', ['碳纤维拖车钩盖', 'Carbon tow-hook cover'], TWILL_GLOSS, 1, [
      '替换原厂喷漆盖板，与碳纤维前唇相互呼应。',
      'Replaces the painted factory cover and echoes a carbon front lip.',
    ]),
    item(
      'lighting',
      ['激光投影迎宾灯', 'Laser puddle lights'],
      ['高清玻璃镜片 / 不褪色 / 即插即用', 'HD glass lens / fade-free / plug and play'],
      2,
      [
        '开门时在地面投射定制图案，可选锐界或车型标识。',
        'Projects a custom emblem onto the ground as the door opens: RUIJIE or your model’s.',
      ],
    ),
  ],
  care: [
    item(
      'car-cover',
      ['室内定制车衣', 'Tailored indoor car cover'],
      ['弹力绒面 / 按车型剪裁 / 刺绣标识', 'Stretch velour / model-specific cut / embroidered logo'],
      1,
      [
        '柔软绒面贴合车身曲线，防尘的同时呵护漆面。',
        'A soft velour that hugs the body, keeping dust off and protecting the paint.',
      ],
    ),
    item(
      'car-cover',
      ['户外防水车衣', 'Outdoor waterproof car cover'],
      ['四层复合面料 / 防水透气 / 抗紫外线', 'Four-layer fabric / waterproof, breathable / UV-resistant'],
      1,
      [
        '适合露天停放，透气结构防止车身积聚水汽。',
        'For outdoor parking; the breathable build stops moisture collecting under the cover.',
      ],
    ),
    item(
      'key-case',
      ['Nappa 真皮钥匙包', 'Nappa leather key case'],
      ['Nappa 真皮 / 手工缝线 / 多色可选', 'Nappa leather / hand-stitched / several colours'],
      1,
      [
        '按原厂钥匙造型手工缝制，缝线颜色可与内饰匹配。',
        'Hand-stitched to the shape of the factory key, with thread to match the interior.',
      ],
    ),
    item('key-case', ['碳纤维钥匙壳', 'Carbon key shell'], FORGED_CARBON, 1, [
      '替换原厂钥匙外壳，轻薄而耐磨。',
      'Replaces the factory key shell: slim, light and hard-wearing.',
    ]),
    item(
      'car-cover',
      ['陶瓷镀晶养护套装', 'Ceramic coating care kit'],
      ['9H 硬度 / 500 毫升 / 含超细纤维毛巾', '9H hardness / 500 ml / microfibre towels included'],
      1,
      [
        '专为镀晶车身调配的维护剂，延续漆面的深邃光泽。',
        'Formulated to maintain coated paint and keep its depth of gloss.',
      ],
    ),
    item(
      'wheel-forged-1pc',
      ['锻造轮毂专用清洁剂', 'Forged wheel cleaner'],
      ['pH 中性 / 1 升 / 无酸配方', 'pH neutral / 1 litre / acid-free'],
      1,
      [
        '温和去除刹车粉尘，不伤害抛光轮唇与透明涂层。',
        'Lifts brake dust gently without harming polished lips or clear coats.',
      ],
    ),
    item(
      'key-case',
      ['真皮内饰养护套装', 'Leather care kit'],
      ['清洁剂 + 护理乳 / 各 250 毫升 / 哑光效果', 'Cleaner + conditioner / 250 ml each / matt finish'],
      1,
      [
        '深层清洁并滋养真皮，保持原厂哑光质感。',
        'Cleans deeply and nourishes leather, keeping the factory matt feel.',
      ],
    ),
  ],
};

/** Parts offered in a car page tab; names are prefixed with the car's model name. */
const parts: Partial<Record<TypeSlug, Item[]>> = {
  front: [
    item('front-lip', ['干碳纤维前唇', 'dry-carbon front lip'], TWILL_GLOSS, 1, [
      '三段式前唇沿用原厂安装孔位，底部加装耐磨护条，日常通过减速带更安心。',
      'A three-section lip on the factory mounting points, with a wear strip underneath for worry-free speed bumps.',
    ]),
    item('front-lip', ['前保险杠风刀（四件套）', 'front canards (set of 4)'], PLAIN_MATT, 4, [
      '上下两层风刀引导气流绕过前轮，减少前轴升力。',
      'Two tiers of canards steer air around the front wheels and cut front-axle lift.',
    ]),
    item(
      'hood',
      ['碳纤维导流前舱盖', 'vented carbon front lid'],
      [
        '干碳纤维 / 2×2 斜纹 / 光面清漆 / 内置隔热层',
        'Dry carbon / 2×2 twill / gloss clear / heat shield inside',
      ],
      1,
      [
        '双导流口释放前部高压气流，比原厂件轻 42%。',
        'Twin vents release high-pressure air from the nose; 42% lighter than the factory part.',
      ],
    ),
    item('front-lip', ['前轮拱导流片（左右）', 'front arch louvres (pair)'], TWILL_MATT, 2, [
      '释放轮拱内的高压气流，降低前部升力并帮助刹车散热。',
      'Vent high-pressure air from the wheel arches, reducing front lift and helping the brakes cool.',
    ]),
    item(
      'front-lip',
      ['前格栅饰框', 'front grille surround'],
      ['干碳纤维 / 2×2 斜纹 / 光面清漆 / UV 防护', 'Dry carbon / 2×2 twill / gloss clear / UV protection'],
      1,
      [
        '完整包覆原厂格栅边框，UV 防护清漆长期保持纹理通透。',
        'Wraps the factory grille frame; the UV-resistant clear keeps the weave deep for years.',
      ],
    ),
  ],
  side: [
    item('side-skirt', ['碳纤维侧裙（左右）', 'carbon side skirts (pair)'], TWILL_GLOSS, 2, [
      '延伸车身下缘，隔离侧面气流进入车底，配合扩散器提升地面效应。',
      'Extend the sill line and keep side air out from under the car, working with the diffuser for more ground effect.',
    ]),
    item('mirror-cap', ['碳纤维后视镜罩（左右）', 'carbon mirror caps (pair)'], PLAIN_MATT, 2, [
      '直接替换原厂镜罩，保留转向灯与盲区监测功能。',
      'Direct replacements for the factory caps; indicators and blind-spot monitoring keep working.',
    ]),
    item('side-skirt', ['侧裙翼片（左右）', 'side skirt blades (pair)'], TWILL_MATT, 2, [
      '垂直翼片在车身侧面形成气帘，减少高速时的侧风干扰。',
      'Vertical blades form an air curtain along the flanks and calm crosswinds at speed.',
    ]),
    item('side-skirt', ['侧面导流饰板（左右）', 'side vent trims (pair)'], TWILL_GLOSS, 2, [
      '重塑侧面导流口边缘，引导更多冷空气流向散热器与刹车。',
      'Reshape the side vents to send more cool air to the radiators and brakes.',
    ]),
    item('side-skirt', ['后轮拱扩展件（左右）', 'rear arch extensions (pair)'], TWILL_GLOSS, 2, [
      '单侧加宽 15 毫米，为更宽的轮毂与轮胎预留空间。',
      'Add 15 mm per side to make room for wider wheels and tyres.',
    ]),
  ],
  rear: [
    item('rear-diffuser', ['干碳后扩散器', 'dry-carbon rear diffuser'], TWILL_GLOSS, 1, [
      '加深的导流通道加速车底气流排出，在不增加风阻的前提下提升后轴下压力。',
      'Deeper channels speed air out from under the car, adding rear downforce without adding drag.',
    ]),
    item(
      'exhaust',
      ['钛合金阀门排气系统', 'titanium valved exhaust'],
      ['TA1 纯钛 / 0.8 毫米壁厚 / 真空阀门', 'TA1 titanium / 0.8 mm wall / vacuum valves'],
      1,
      [
        '比原厂排气轻约 10 公斤，阀门逻辑与原厂驾驶模式联动。',
        'About 10 kg lighter than stock, with valves linked to the factory drive modes.',
      ],
    ),
    item(
      'exhaust',
      ['烧蓝钛尾嘴（四件套）', 'burnt titanium tips (set of 4)'],
      [
        'TA1 纯钛 / 手工烧蓝 / 双层碳纤维外圈',
        'TA1 titanium / hand-burnt blue / double-wall carbon surround',
      ],
      4,
      [
        '每一支尾嘴的烧蓝色泽都由技师手工完成，独一无二。',
        'Every tip is blued by hand, so no two share exactly the same colour.',
      ],
    ),
    item('rear-diffuser', ['后保险杠侧导流口（左右）', 'rear bumper side vents (pair)'], TWILL_MATT, 2, [
      '释放后轮拱内的气压，减少尾部乱流。',
      'Relieve pressure from the rear arches and reduce turbulence behind the car.',
    ]),
    item('rear-diffuser', ['后唇扰流条', 'rear bumper lip'], PLAIN_MATT, 1, [
      '细窄的后唇收紧尾部线条，与扩散器浑然一体。',
      'A slim lip tightens the tail and merges cleanly with the diffuser.',
    ]),
  ],
  wing: [
    item(
      'rear-wing',
      ['鹅颈式固定尾翼', 'swan-neck fixed wing'],
      [
        '干碳纤维 / 2×2 斜纹 / 光面清漆 / 航空铝支架',
        'Dry carbon / 2×2 twill / gloss clear / aluminium uprights',
      ],
      1,
      [
        '鹅颈支架让翼面下表面保持洁净气流，四档攻角可调。',
        'Swan-neck mounts keep the underside airflow clean; four angle-of-attack settings.',
      ],
    ),
    item('rear-wing', ['尾翼端板（左右）', 'wing end plates (pair)'], TWILL_MATT, 2, [
      '抑制翼尖涡流，提升尾翼效率。',
      'Suppress tip vortices and improve wing efficiency.',
    ]),
    item('rear-wing', ['鸭尾扰流板', 'ducktail spoiler'], TWILL_GLOSS, 1, [
      '低调的鸭尾造型，不改变整车轮廓即可增加后部稳定性。',
      'A discreet ducktail that adds rear stability without changing the silhouette.',
    ]),
    item('rear-wing', ['格尼襟翼', 'Gurney flap'], PLAIN_MATT, 1, [
      '加装于翼面后缘的小型襟翼，以极小的阻力代价换取可观的下压力。',
      'A small flap on the trailing edge that buys useful downforce for very little drag.',
    ]),
    item(
      'rear-wing',
      ['尾翼支架（左右）', 'wing uprights (pair)'],
      ['7075-T6 航空铝 / 硬质阳极氧化', '7075-T6 aluminium / hard anodised'],
      2,
      [
        'CNC 整体加工，硬质阳极氧化表面耐腐蚀、耐刮擦。',
        'CNC-machined from solid, with a hard-anodised finish that resists corrosion and scratches.',
      ],
    ),
  ],
  'single-piece': [
    item(
      'wheel-forged-1pc',
      ['单片锻造轮毂（前轮）', 'monoblock forged wheels (front)'],
      ['{front} 英寸 / 6061-T6 锻造铝 / 缎面炮铜灰', '{front}" / 6061-T6 forged aluminium / satin gunmetal'],
      2,
      [
        '按原厂 ET 值与刹车卡钳尺寸定制，每只较原厂轻约 1.8 公斤。',
        'Made to the factory offset and caliper clearance, about 1.8 kg lighter per wheel than stock.',
      ],
    ),
    item(
      'wheel-forged-1pc',
      ['单片锻造轮毂（后轮）', 'monoblock forged wheels (rear)'],
      ['{rear} 英寸 / 6061-T6 锻造铝 / 缎面炮铜灰', '{rear}" / 6061-T6 forged aluminium / satin gunmetal'],
      2,
      [
        '加宽的后轮轮辋提供更大的接地面积，出弯加速更有信心。',
        'A wider rear rim puts more rubber on the road for confident corner exits.',
      ],
    ),
    item(
      'wheel-forged-1pc',
      ['钛合金轮毂螺栓（20 件）', 'titanium wheel bolts (set of 20)'],
      ['Gr.5 钛合金 / M14×1.5 / 锥座', 'Grade 5 titanium / M14×1.5 / taper seat'],
      20,
      [
        '比钢制螺栓轻 40%，进一步降低簧下质量。',
        '40% lighter than steel bolts, cutting unsprung mass further.',
      ],
    ),
    item('wheel-forged-1pc', ['碳纤维中心盖（四件套）', 'carbon centre caps (set of 4)'], PLAIN_MATT, 4, [
      '可选原厂标识或锐界标识，卡扣式安装。',
      'Factory or RUIJIE emblem, clip-in fitting.',
    ]),
    item(
      'wheel-forged-1pc',
      ['胎压传感器（四件套）', 'TPMS sensors (set of 4)'],
      ['433 MHz / 兼容原厂协议', '433 MHz / factory protocol compatible'],
      4,
      [
        '出厂前完成编程，安装后仪表即可显示胎压。',
        'Programmed before dispatch, so the dashboard reads pressures as soon as they are fitted.',
      ],
    ),
  ],
  'two-piece': [
    item(
      'wheel-forged-2pc',
      ['两片式锻造轮毂（前轮）', 'two-piece forged wheels (front)'],
      [
        '{front} 英寸 / 锻造轮辐 + 旋压轮辋 / 抛光轮唇',
        '{front}" / forged face + spun barrel / polished lip',
      ],
      2,
      [
        '轮辐颜色与轮唇工艺可自由组合，按原厂载荷重新计算强度。',
        'Face colour and lip finish combine freely; strength is calculated for the factory load rating.',
      ],
    ),
    item(
      'wheel-forged-2pc',
      ['两片式锻造轮毂（后轮）', 'two-piece forged wheels (rear)'],
      ['{rear} 英寸 / 锻造轮辐 + 旋压轮辋 / 抛光轮唇', '{rear}" / forged face + spun barrel / polished lip'],
      2,
      ['更深的轮唇让后轮视觉更加饱满。', 'A deeper lip gives the rear wheels a fuller look.'],
    ),
    item(
      'wheel-forged-2pc',
      ['钛合金组装螺栓（整车套装）', 'titanium assembly bolts (full set)'],
      ['Gr.5 钛合金 / 抛光 / 每轮 30 颗', 'Grade 5 titanium / polished / 30 per wheel'],
      1,
      [
        '连接轮辐与轮辋的钛合金螺栓，装饰与结构兼顾。',
        'Titanium bolts that join face and barrel, structural and decorative at once.',
      ],
    ),
    item('wheel-forged-2pc', ['碳纤维中心盖（四件套）', 'carbon centre caps (set of 4)'], PLAIN_MATT, 4, [
      '可选原厂标识或锐界标识，卡扣式安装。',
      'Factory or RUIJIE emblem, clip-in fitting.',
    ]),
    item(
      'wheel-forged-2pc',
      ['轮唇保护条（四件套）', 'lip protection strips (set of 4)'],
      ['TPU 透明保护条 / 可更换', 'Clear TPU strips / replaceable'],
      4,
      [
        '防止路沿刮伤抛光轮唇，磨损后可单独更换。',
        'Stop kerbs scuffing the polished lip; replace them individually when worn.',
      ],
    ),
  ],
  interior: [
    item(
      'steering-wheel',
      ['碳纤维真皮方向盘', 'carbon & leather steering wheel'],
      ['干碳纤维 / Nappa 真皮 / 12 点钟标识', 'Dry carbon / Nappa leather / 12 o’clock marker'],
      1,
      [
        '保留原厂多功能按键与加热功能，握感更加扎实。',
        'Keeps the factory multifunction buttons and heating, with a firmer grip.',
      ],
    ),
    item(
      'carbon-interior',
      ['开放孔木饰板套装', 'open-pore wood trim set'],
      ['胡桃木 / 开放孔工艺 / 手工打磨', 'Walnut / open-pore finish / hand-sanded'],
      1,
      [
        '保留木材的天然触感，与真皮内饰相得益彰。',
        'Keeps the wood’s natural touch, complementing the leather cabin.',
      ],
    ),
    item(
      'floor-mats',
      ['定制羊绒脚垫（四件套）', 'tailored wool floor mats (set of 4)'],
      ['羊毛混纺 / 真皮包边 / 防滑底层', 'Wool blend / leather binding / non-slip backing'],
      4,
      [
        '按车型三维扫描裁剪，包边颜色可与内饰缝线匹配。',
        'Cut from a 3D scan of the car, with binding to match the interior stitching.',
      ],
    ),
    item(
      'carbon-interior',
      ['钻石菱格座椅面套', 'diamond-quilted seat facings'],
      ['Nappa 真皮 / 钻石菱格 / 手工缝线', 'Nappa leather / diamond quilting / hand-stitched'],
      4,
      [
        '由上海工坊的匠人逐针缝制，缝线颜色可定制。',
        'Stitched by hand in our Shanghai atelier, in a thread colour of your choice.',
      ],
    ),
    item(
      'carbon-interior',
      ['背光迎宾踏板（左右）', 'illuminated door sills (pair)'],
      ['干碳纤维 / 不锈钢嵌件 / LED 背光', 'Dry carbon / stainless inlay / LED backlight'],
      2,
      [
        '开门即亮起的定制标识，可刻印车主姓名或编号。',
        'A bespoke emblem that lights up as the door opens, engraved with a name or number.',
      ],
    ),
  ],
  exterior: [
    item(
      'lighting',
      ['烟熏 LED 尾灯（左右）', 'smoked LED tail lights (pair)'],
      ['E-Mark 认证 / 流水转向 / 烟熏灯罩', 'E-Mark approved / sequential indicators / smoked lenses'],
      2,
      ['即插即用，不影响原厂故障检测。', 'Plug and play, with factory fault detection untouched.'],
    ),
    item(
      'mirror-cap',
      ['黑化后视镜罩（左右）', 'blackout mirror caps (pair)'],
      ['ABS 基材 / 钢琴黑烤漆', 'ABS core / piano-black lacquer'],
      2,
      ['与黑化外饰统一风格，保留原厂转向灯。', 'Match the blacked-out trim and keep the factory indicators.'],
    ),
    item(
      'lighting',
      ['日行灯模组（左右）', 'daytime running light modules (pair)'],
      ['E-Mark 认证 / 6000K 色温 / IP67 防护', 'E-Mark approved / 6000 K / IP67'],
      2,
      ['更纯净的白光，让前脸在日间同样醒目。', 'Purer white light keeps the face striking in daylight.'],
    ),
    item(
      'mirror-cap',
      ['黑化窗框饰条', 'blackout window trims'],
      ['3M 原厂膜 / 亮黑 / 五年质保', '3M film / gloss black / five-year warranty'],
      1,
      ['替代镀铬饰条，整车气质更加沉稳。', 'Replaces the chrome for a calmer, more assured look.'],
    ),
    item(
      'lighting',
      ['黑化车标套装（前后）', 'blackout badge set (front & rear)'],
      ['铝合金 / 亮黑涂层', 'Aluminium / gloss-black coating'],
      2,
      [
        '前后车标统一黑化，细节与暗夜套件呼应。',
        'Front and rear badges in black, echoing the Night Package.',
      ],
    ),
  ],
};

/** Wheel sizes (front, rear) of the cars that have a wheel tab, by `<slug>-<n>`. */
const WHEEL_SIZES: Record<string, [string, string]> = {
  'mclaren-3': ['19', '20'],
  'lamborghini-2': ['23', '23'],
  'porsche-1': ['20', '21'],
  'porsche-3': ['22', '22'],
  'mercedes-1': ['24', '24'],
  'mercedes-3': ['21', '21'],
  'ferrari-3': ['22', '23'],
  'bentley-1': ['22', '22'],
  'bentley-2': ['22', '22'],
  'bmw-3': ['21', '22'],
  'audi-2': ['22', '22'],
  'audi-3': ['23', '23'],
};

function fill(text: string, car: CarSource): string {
  const [front, rear] = WHEEL_SIZES[`${car.slug}-${car.n}`] ?? ['21', '21'];
  return fillIn(text, { front, rear });
}

/**
 * The configuration shot (car-render.ts configShot: 1 the nose, 2 the tail, 3 a front wheel) that
 * shows where a type's parts go on the car; the other types' parts are shown on the whole car.
 */
const DETAIL_SHOT: Partial<Record<TypeSlug, number>> = {
  front: 1,
  rear: 2,
  'single-piece': 3,
  'two-piece': 3,
};

/**
 * The car's own pictures after a part's shot: where the part goes, then a gallery photograph;
 * `i`, the part's place in its list, varies the photographs between neighbouring parts.
 */
function carScenes(car: CarSource, typeSlug: TypeSlug, i: number): string[] {
  const photo = (k: number) => galleryImage(car.slug, car.n, (k % GALLERY_SHOTS_PER_CAR) + 1);
  const detail = DETAIL_SHOT[typeSlug];
  return [detail ? configImage(car.slug, car.n, detail) : photo(i + 2), photo(i)];
}

/** Every distinct product shot the products use, by file; the artwork writer draws these. */
export const PART_PICTURES = new Map<string, PartPicture>();

/** The product shot of one part, remembered so its file gets written. */
function pictureOf(kind: PartKind, nameEn: string, specsEn: string): string {
  const pic = partPicture(kind, nameEn, specsEn);
  const file = partPictureFile(pic);
  PART_PICTURES.set(file, pic);
  return file;
}

/** The fitment note of every catalogue wheel line of a type (wheel-fitment.ts has their sizes). */
const WHEEL_LINE_NOTES: Partial<Record<TypeSlug, { fitmentNote: string; fitmentNoteEn: string }>> = {
  'single-piece': {
    fitmentNote: '按车型定制 ET 值与中心孔，原厂螺栓与胎压传感器可直接沿用。',
    fitmentNoteEn:
      'Offset and centre bore are made to each model: the factory bolts and tyre-pressure sensors carry over.',
  },
  'two-piece': {
    fitmentNote: '轮唇深度按车型计算，以原厂或锐界钛合金螺栓安装。',
    fitmentNoteEn:
      'Lip depth is worked out for each model; fitted with the factory or RUIJIE titanium bolts.',
  },
};

const NO_NOTE = { fitmentNote: '', fitmentNoteEn: '' };

/** Product ids of the catalogue lines of each type, for tests and links. */
export const CATALOGUE_PRODUCT_IDS: Partial<Record<TypeSlug, number[]>> = {};

/** What a part's shot shows (a lip, canards, a diffuser…), by its generic name. */
const subjectOf = (it: Item): Subject => partPicture(it.kind, it.nameEn, it.specsEn).subject;

/**
 * The car's own parts in a tab. A catalogue line made for the car is listed in the tab of its type
 * as well (the car page lists a car's products by type), so the car's own parts leave out what
 * such a line already offers: the tab never shows two front lips or two ducktails for one car.
 */
function ownParts(tab: CarTab): Item[] {
  const offered = new Set(catalogue[tab.typeSlug].filter((line) => line.car === tab.car).map(subjectOf));
  const count = 3 + ((tab.carId + tab.tabIndex) % 3);
  return (parts[tab.typeSlug] ?? []).filter((it) => !offered.has(subjectOf(it))).slice(0, count);
}

/**
 * A product row: the part's own shot first, then (when it has a car) the car's pictures. Every row
 * names the columns: one insert takes many rows, and a missing value would be null.
 */
function productRow(
  id: number,
  typeSlug: TypeSlug,
  it: CatalogueLine,
  place: { i: number; sortOrder: number },
  notes: { fitmentNote: string; fitmentNoteEn: string },
): Row<ProductTable> {
  const { car } = it;
  const picture = pictureOf(it.kind, it.nameEn, it.specsEn);
  return {
    id,
    typeId: TYPE_ID[typeSlug],
    carId: car ? carId(car.slug, car.n) : null,
    name: it.name,
    nameEn: it.nameEn,
    productImgFileUrl: picture,
    // A universal line has no car to show it on, and the demo has one shot of each part.
    imagesJson: fileList(car ? [picture, ...carScenes(car, typeSlug, place.i)] : [picture]),
    specs: it.specs,
    specsEn: it.specsEn,
    quantity: it.quantity,
    description: it.description,
    descriptionEn: it.descriptionEn,
    sortOrder: place.sortOrder,
    ...notes,
  };
}

/** A part of a car's tab as the car offers it: named after the car, its wheel sizes filled in. */
function carsOwn(it: Item, car: CarSource): CatalogueLine {
  return {
    ...it,
    car,
    name: `${car.name} ${it.name}`,
    nameEn: `${car.nameEn} ${it.nameEn.charAt(0).toUpperCase()}${it.nameEn.slice(1)}`,
    specs: fill(it.specs, car),
    specsEn: fill(it.specsEn, car),
  };
}

function buildProducts(): Row<ProductTable>[] {
  const rows: Row<ProductTable>[] = [];
  const typeSlugs = Object.keys(catalogue) as TypeSlug[];
  for (const typeSlug of typeSlugs) {
    const ids: number[] = [];
    catalogue[typeSlug].forEach((it, i) => {
      ids.push(rows.length + 1);
      const notes = WHEEL_LINE_NOTES[typeSlug] ?? NO_NOTE;
      rows.push(productRow(rows.length + 1, typeSlug, it, { i, sortOrder: i + 1 }, notes));
    });
    CATALOGUE_PRODUCT_IDS[typeSlug] = ids;
  }

  for (const tab of carTabs) {
    ownParts(tab).forEach((it, i) => {
      // After the catalogue lines when a type page lists every product of the type.
      const place = { i, sortOrder: 100 + i + 1 };
      rows.push(productRow(rows.length + 1, tab.typeSlug, carsOwn(it, tab.car), place, NO_NOTE));
    });
  }
  return rows;
}

export const products: Row<ProductTable>[] = buildProducts();
