// Company news: twelve bilingual articles (two pages at the default page size), most tied to a
// brand so brand pages show news. Article 3's Chinese body carries a script tag and an onerror
// attribute on purpose: the server must strip both before sending it.
import type { NewsTable } from '../schema.ts';
import { galleryImage, newsImage, NEWS_COUNT } from './artwork/catalog.ts';
import { BRAND_ID } from './brands.ts';
import type { Row } from './types.ts';

/** A paragraph (may hold inline <strong>), a heading, a list or an image. */
type Block = string | { h2: string } | { ul: string[] } | { img: string; alt: string };

const STATIC = '/api/static/';

function html(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${block}</p>`;
      if ('h2' in block) return `<h2>${block.h2}</h2>`;
      if ('ul' in block) return `<ul>${block.ul.map((li) => `<li>${li}</li>`).join('')}</ul>`;
      return `<p><img src="${STATIC}${block.img}" alt="${block.alt}" width="1600" height="900"></p>`;
    })
    .join('\n');
}

type Tag = 'show' | 'event' | 'product' | 'tech';
const TAGS: Record<Tag, [string, string]> = {
  show: ['车展', 'Auto Show'],
  event: ['活动', 'Event'],
  product: ['新品', 'New Product'],
  tech: ['技术', 'Technology'],
};

interface Article {
  brandId: number | null;
  tag: Tag;
  date: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: Block[];
  bodyEn: Block[];
}

/** The article whose Chinese body holds `<script>` and `onerror=` (the sanitiser's test case). */
export const XSS_NEWS_ID = 3;

const articles: Article[] = [
  {
    brandId: null,
    tag: 'show',
    date: '2025-04-25',
    title: '锐界改装亮相 2025 上海国际车展',
    titleEn: 'RUIJIE TUNING at Auto Shanghai 2025',
    summary: '五台改装车型同台展出，720S 碳纤维宽体套件全球首秀，展台三天接待访客逾两万人次。',
    summaryEn:
      'Five tuned cars on one stand, the world debut of the 720S Carbon Widebody Kit, and more than 20,000 visitors in three days.',
    body: [
      '四月下旬，锐界改装携五台改装车型亮相 2025 上海国际车展，这是品牌第三次登上这一国内规模最大的汽车展会。',
      { img: galleryImage('mclaren', 1, 1), alt: '720S 碳纤维宽体套件' },
      { h2: '五台车，五种性格' },
      {
        ul: [
          '<strong>迈凯伦 720S</strong>：碳纤维宽体套件全球首秀',
          '<strong>兰博基尼 Urus</strong>：宽体运动套件配 23 英寸两片式锻造轮毂',
          '<strong>保时捷 911 Turbo S</strong>：GT 套件与鹅颈尾翼',
          '<strong>宾利添越</strong>：手工内饰套件静态展示',
          '<strong>宝马 M4</strong>：赛道套件与钛合金排气',
        ],
      },
      '展台采用开放式设计，访客可近距离观察碳纤维纹理与锻造轮毂的加工细节。技术团队在现场讲解了从三维扫描、风洞验证到手工装配的完整流程。',
      '感谢每一位到访的朋友。车展期间预订的车主，将优先获得 2025 年第三季度的安装排期。',
    ],
    bodyEn: [
      'In late April RUIJIE TUNING brought five tuned cars to Auto Shanghai 2025, our third appearance at the country’s largest motor show.',
      { img: galleryImage('mclaren', 1, 1), alt: '720S Carbon Widebody Kit' },
      { h2: 'Five cars, five characters' },
      {
        ul: [
          '<strong>McLaren 720S</strong>: world debut of the Carbon Widebody Kit',
          '<strong>Lamborghini Urus</strong>: Widebody Sport Kit on 23-inch two-piece forged wheels',
          '<strong>Porsche 911 Turbo S</strong>: GT Kit with a swan-neck wing',
          '<strong>Bentley Bentayga</strong>: the Handcrafted Interior on static display',
          '<strong>BMW M4</strong>: Track Kit and titanium exhaust',
        ],
      },
      'The open stand let visitors study the carbon weave and the machining of our forged wheels up close, while our engineers walked through the whole process from 3D scanning and wind-tunnel testing to hand assembly.',
      'Thank you to everyone who visited. Owners who reserved during the show get first choice of fitting slots in the third quarter of 2025.',
    ],
  },
  {
    brandId: BRAND_ID.mclaren,
    tag: 'product',
    date: '2025-05-18',
    title: '迈凯伦 720S 锐界碳纤维宽体套件正式发布',
    titleEn: 'McLaren 720S RUIJIE Carbon Widebody Kit Launched',
    summary: '31 件干碳部件，风洞验证下压力提升 18%，首批 15 套现已开放预订。',
    summaryEn:
      '31 dry-carbon parts and 18% more downforce in the wind tunnel. The first 15 sets are open for reservation.',
    body: [
      '历时十四个月研发，<strong>720S 锐界碳纤维宽体套件</strong>今日正式发布。',
      { h2: '研发历程' },
      '项目从一台 720S 的整车三维扫描开始，经过 40 余轮 CFD 仿真和两轮风洞测试，最终确定了前后轮眉单侧加宽 35 毫米的方案。',
      { img: galleryImage('mclaren', 1, 2), alt: '720S 宽体侧面' },
      { h2: '套件构成' },
      {
        ul: ['前铲、前轮拱导流片、前舱盖', '前后轮眉与侧裙', '后扩散器与鹅颈固定尾翼'],
      },
      '全部部件沿用原厂安装点，安装周期约五个工作日。首批限量 15 套，欢迎联系销售顾问预约看车。',
    ],
    bodyEn: [
      'After fourteen months of development, the <strong>720S RUIJIE Carbon Widebody Kit</strong> launches today.',
      { h2: 'How it was made' },
      'The project began with a full 3D scan of a 720S. More than 40 rounds of CFD and two wind-tunnel sessions later, we settled on arches 35 mm wider per side.',
      { img: galleryImage('mclaren', 1, 2), alt: '720S widebody in profile' },
      { h2: 'What is in the kit' },
      {
        ul: [
          'Front splitter, arch louvres and front lid',
          'Front and rear arches with side skirts',
          'Rear diffuser and swan-neck fixed wing',
        ],
      },
      'Every part uses the factory mounting points, and fitting takes about five working days. The first run is limited to 15 sets; talk to our sales consultants to book a viewing.',
    ],
  },
  {
    brandId: null,
    tag: 'tech',
    date: '2025-06-12',
    title: '干碳与湿碳：选择碳纤维部件前需要了解的五件事',
    titleEn: 'Dry Carbon or Wet Carbon: Five Things to Know Before You Choose',
    summary: '同样叫“碳纤维”，工艺、重量与耐久性却可能相差甚远。我们的工程师来讲讲其中的门道。',
    summaryEn:
      'Two parts can both be called “carbon fibre” yet differ widely in process, weight and durability. Our engineers explain.',
    body: [
      '市面上的碳纤维部件大致分为<strong>干碳</strong>（预浸料热压罐工艺）与<strong>湿碳</strong>（手糊或真空导入工艺）两类。',
      "<script>alert('xss')</script>",
      { h2: '五个关键区别' },
      {
        ul: [
          '<strong>重量</strong>：同一部件，干碳通常比湿碳轻 20% 至 30%',
          '<strong>强度</strong>：预浸料树脂含量精确可控，结构强度更稳定',
          '<strong>耐热</strong>：热压罐固化的部件耐温更高，适合靠近排气的位置',
          '<strong>外观</strong>：干碳纹理更加平整，几乎没有气泡',
          '<strong>价格</strong>：干碳的模具与工时成本更高',
        ],
      },
      '<img src="/api/static/news/news-3.jpg" alt="热压罐" onerror="alert(\'xss\')">',
      '锐界的空力部件全部采用干碳工艺，内饰件则会根据使用场景提供锻造碳纤维等不同选择。',
    ],
    bodyEn: [
      'Carbon parts on the market fall broadly into <strong>dry carbon</strong> (pre-preg cured in an autoclave) and <strong>wet carbon</strong> (hand-laid or vacuum-infused).',
      { h2: 'Five key differences' },
      {
        ul: [
          '<strong>Weight</strong>: the same part is usually 20–30% lighter in dry carbon',
          '<strong>Strength</strong>: pre-preg resin content is precisely controlled, so strength is more consistent',
          '<strong>Heat</strong>: autoclave-cured parts tolerate higher temperatures, ideal near the exhaust',
          '<strong>Finish</strong>: dry carbon gives a flatter weave with almost no air bubbles',
          '<strong>Price</strong>: dry carbon costs more in tooling and labour',
        ],
      },
      { img: newsImage(3), alt: 'Autoclave' },
      'All RUIJIE aero parts are dry carbon; for interior parts we also offer forged carbon and other finishes, depending on how the car is used.',
    ],
  },
  {
    brandId: BRAND_ID.porsche,
    tag: 'event',
    date: '2025-07-06',
    title: '锐界保时捷车主赛道日在上海国际赛车场举行',
    titleEn: 'RUIJIE Porsche Owners’ Track Day at Shanghai International Circuit',
    summary: '32 位车主、一整天的赛道时光，专业教练全程陪同指导。',
    summaryEn: '32 owners, a full day on track, and professional instructors at every turn.',
    body: [
      '七月初，我们在上海国际赛车场举办了本年度第二场车主赛道日，32 位保时捷车主参与其中。',
      { img: galleryImage('porsche', 1, 3), alt: '911 Turbo S 赛道日' },
      { h2: '活动安排' },
      {
        ul: ['上午：安全讲解与跟车熟悉线路', '中午：技术团队现场检查车辆', '下午：分组计时与一对一教练指导'],
      },
      '当天最快圈速由一台搭载 GT 套件的 <strong>911 Turbo S</strong> 创造。下一场赛道日定于十月，欢迎车主报名。',
    ],
    bodyEn: [
      'In early July we held our second owners’ track day of the year at Shanghai International Circuit, with 32 Porsche owners taking part.',
      { img: galleryImage('porsche', 1, 3), alt: '911 Turbo S on track day' },
      { h2: 'The day' },
      {
        ul: [
          'Morning: safety briefing and follow-the-leader sighting laps',
          'Midday: our technicians checked every car in the paddock',
          'Afternoon: timed sessions in groups, with one-to-one coaching',
        ],
      },
      'Fastest lap of the day went to a <strong>911 Turbo S</strong> wearing the GT Kit. The next track day is in October, and owners are welcome to sign up.',
    ],
  },
  {
    brandId: null,
    tag: 'product',
    date: '2025-08-20',
    title: 'RJ-T 两片式锻造轮毂系列上市',
    titleEn: 'The RJ-T Two-Piece Forged Wheel Series Is Here',
    summary: '八款设计、20 至 24 英寸，轮辐颜色与轮唇工艺可自由组合。',
    summaryEn: 'Eight designs from 20 to 24 inches, with face colour and lip finish combined as you wish.',
    body: [
      '全新 <strong>RJ-T 两片式锻造轮毂</strong>系列今日上市，共有八款设计，覆盖 20 至 24 英寸。',
      { img: newsImage(5), alt: 'RJ-T 锻造轮毂' },
      { h2: '为什么选择两片式' },
      '锻造轮辐与旋压轮辋分别制造，再以钛合金螺栓连接。这种结构让轮辋宽度与 ET 值可以更精细地调整，也让个性化组合成为可能。',
      { ul: ['轮辐颜色：十二种标准色，另可定制', '轮唇工艺：抛光、拉丝或同色', '螺栓：钛合金，可选烧蓝'] },
      '每套轮毂均附带 X 光探伤报告与动平衡检测记录。',
    ],
    bodyEn: [
      'The new <strong>RJ-T two-piece forged wheel</strong> series launches today with eight designs from 20 to 24 inches.',
      { img: newsImage(5), alt: 'RJ-T forged wheels' },
      { h2: 'Why two-piece' },
      'The forged face and spun barrel are made separately and joined with titanium bolts. That lets us fine-tune rim width and offset, and makes personal combinations possible.',
      {
        ul: [
          'Face colour: twelve standard colours, or made to order',
          'Lip finish: polished, brushed or colour-matched',
          'Bolts: titanium, optionally heat-blued',
        ],
      },
      'Every set comes with an X-ray inspection report and a balancing record.',
    ],
  },
  {
    brandId: BRAND_ID.lamborghini,
    tag: 'tech',
    date: '2025-09-12',
    title: 'Urus 宽体运动套件完成风洞验证',
    titleEn: 'Urus Widebody Sport Kit Completes Wind-Tunnel Testing',
    summary: '在 200 公里/小时工况下，后轴升力降低 23%，风阻系数仅增加 0.006。',
    summaryEn: 'At 200 km/h, rear lift falls by 23% while drag rises by only 0.006.',
    body: [
      '九月，<strong>Urus 宽体运动套件</strong>在合作风洞完成了为期三天的测试。',
      { h2: '测试结果' },
      { ul: ['后轴升力降低 23%', '前轴升力降低 11%', '风阻系数增加 0.006'] },
      { img: galleryImage('lamborghini', 2, 2), alt: 'Urus 风洞测试' },
      '对于一台重量超过两吨的超级 SUV 而言，高速稳定性的提升在日常驾驶中同样能够感知。',
    ],
    bodyEn: [
      'In September the <strong>Urus Widebody Sport Kit</strong> completed three days of testing at our partner wind tunnel.',
      { h2: 'Results' },
      { ul: ['Rear lift down 23%', 'Front lift down 11%', 'Drag coefficient up just 0.006'] },
      { img: galleryImage('lamborghini', 2, 2), alt: 'Urus in the wind tunnel' },
      'For a super-SUV weighing more than two tonnes, better high-speed stability is something you feel every day, not just on track.',
    ],
  },
  {
    brandId: BRAND_ID.ferrari,
    tag: 'event',
    date: '2025-10-15',
    title: '法拉利车主莫干山秋季自驾之旅',
    titleEn: 'An Autumn Drive Through Moganshan with Ferrari Owners',
    summary: '十二台跃马穿越莫干山竹海，两天一夜，山路与美食同行。',
    summaryEn:
      'Twelve Prancing Horses through the Moganshan bamboo forest: two days of mountain roads and fine food.',
    body: [
      '十月中旬，十二位法拉利车主与我们一同前往莫干山，开启两天一夜的秋季自驾之旅。',
      { img: galleryImage('ferrari', 2, 1), alt: '296 GTB 莫干山' },
      { h2: '路线' },
      { ul: ['第一天：上海出发，经杭州抵达莫干山', '第二天：环山公路自驾，午后返沪'] },
      '沿途的弯道让 <strong>296 GTB</strong> 的灵动操控得以充分展现。感谢每一位车主的参与，我们明年春天再见。',
    ],
    bodyEn: [
      'In mid-October twelve Ferrari owners joined us for a two-day autumn drive to Moganshan.',
      { img: galleryImage('ferrari', 2, 1), alt: '296 GTB at Moganshan' },
      { h2: 'The route' },
      {
        ul: [
          'Day one: Shanghai to Moganshan by way of Hangzhou',
          'Day two: the mountain loop, then back to Shanghai in the afternoon',
        ],
      },
      'The switchbacks showed off the <strong>296 GTB</strong>’s agility beautifully. Thank you to every owner who came along; see you again in spring.',
    ],
  },
  {
    brandId: BRAND_ID.mercedes,
    tag: 'show',
    date: '2025-11-21',
    title: '广州车展：G 63 锐界越野宽体套件首发亮相',
    titleEn: 'Guangzhou Auto Show: Debut of the G 63 RUIJIE Widebody Kit',
    summary: '碳纤维轮眉与 24 英寸两片式锻造轮毂，让经典方盒子更显王者气度。',
    summaryEn: 'Carbon arches and 24-inch two-piece forged wheels give the classic box even more presence.',
    body: [
      '在 2025 广州车展上，<strong>G 63 锐界越野宽体套件</strong>迎来首次公开亮相。',
      { img: galleryImage('mercedes', 1, 1), alt: 'G 63 宽体' },
      { h2: '设计要点' },
      {
        ul: ['碳纤维轮眉单侧加宽 45 毫米', '碳纤维引擎盖与侧踏板', '24 英寸两片式锻造轮毂，保留原厂涉水深度'],
      },
      '展会期间，我们还与多位车主交流了越野使用场景下的改装需求，这些意见将用于后续产品的改进。',
    ],
    bodyEn: [
      'The <strong>G 63 RUIJIE Widebody Kit</strong> made its public debut at the 2025 Guangzhou Auto Show.',
      { img: galleryImage('mercedes', 1, 1), alt: 'G 63 widebody' },
      { h2: 'Design highlights' },
      {
        ul: [
          'Carbon arches 45 mm wider per side',
          'Carbon bonnet and side steps',
          '24-inch two-piece forged wheels that keep the factory wading depth',
        ],
      },
      'During the show we also talked with many owners about how they use their cars off road; their ideas will shape what we make next.',
    ],
  },
  {
    brandId: BRAND_ID.bentley,
    tag: 'product',
    date: '2025-12-08',
    title: '添越手工内饰套件：160 小时的匠心',
    titleEn: 'The Bentayga Handcrafted Interior: 160 Hours of Craft',
    summary: '开放孔胡桃木与钻石菱格缝线，由上海工坊的匠人逐针完成。',
    summaryEn: 'Open-pore walnut and diamond quilting, stitched by hand in our Shanghai atelier.',
    body: [
      '<strong>添越手工内饰套件</strong>今日正式开放定制。',
      { img: galleryImage('bentley', 2, 2), alt: '添越内饰' },
      { h2: '工艺细节' },
      {
        ul: [
          '每平方分米超过 280 针的钻石菱格缝线',
          '开放孔胡桃木饰板，保留木材天然触感',
          '缝线颜色与刺绣图案均可定制',
        ],
      },
      '每套内饰由两位匠人协作完成，单车工时超过 160 小时。欢迎预约到店，亲手感受面料与工艺。',
    ],
    bodyEn: [
      'The <strong>Bentayga Handcrafted Interior</strong> is now open for commissions.',
      { img: galleryImage('bentley', 2, 2), alt: 'Bentayga interior' },
      { h2: 'The craft' },
      {
        ul: [
          'Diamond quilting with more than 280 stitches per square decimetre',
          'Open-pore walnut veneers that keep the wood’s natural feel',
          'Thread colours and embroidery made to order',
        ],
      },
      'Two craftspeople work on each cabin, more than 160 hours per car. Book a visit to feel the materials and the work for yourself.',
    ],
  },
  {
    brandId: BRAND_ID.bmw,
    tag: 'tech',
    date: '2026-01-09',
    title: 'M4 钛合金排气调校：在声浪与法规之间',
    titleEn: 'Tuning the M4 Titanium Exhaust: Between Sound and Regulation',
    summary: '如何让排气声浪更动听，同时满足国内噪声法规？我们的声学工程师分享调校思路。',
    summaryEn:
      'How do you make an exhaust sound better and still meet Chinese noise rules? Our acoustic engineers explain.',
    body: [
      '一套好的排气，不只是“更响”。<strong>M4 钛合金排气</strong>的调校，花了我们整整四个月。',
      { h2: '三个目标' },
      { ul: ['怠速与巡航时安静，不扰邻里', '高转区声浪清亮、层次分明', '全工况满足国内噪声限值'] },
      { img: galleryImage('bmw', 1, 4), alt: 'M4 钛合金排气' },
      '最终方案在中段加入亥姆霍兹共振腔，并通过真空阀门与原厂驾驶模式联动，在舒适模式下与原厂排气几乎一样安静。',
    ],
    bodyEn: [
      'A good exhaust is not simply “louder”. Tuning the <strong>M4 titanium exhaust</strong> took us four whole months.',
      { h2: 'Three goals' },
      {
        ul: [
          'Quiet at idle and cruise, so the neighbours sleep',
          'A clear, layered voice at high revs',
          'Within Chinese noise limits in every condition',
        ],
      },
      { img: galleryImage('bmw', 1, 4), alt: 'M4 titanium exhaust' },
      'The final design adds a Helmholtz resonator in the centre section and links vacuum valves to the factory drive modes, so in Comfort it is almost as quiet as stock.',
    ],
  },
  {
    brandId: null,
    tag: 'event',
    date: '2026-01-22',
    title: '锐界改装嘉定新工坊正式启用',
    titleEn: 'RUIJIE TUNING Opens Its New Jiading Workshop',
    summary: '三千平方米的新工坊投入使用，碳纤维部件年产能提升至两千套。',
    summaryEn: 'A new 3,000 m² workshop raises our carbon-part capacity to 2,000 sets a year.',
    body: [
      '一月下旬，位于上海嘉定的锐界新工坊正式启用。',
      { img: newsImage(11), alt: '嘉定新工坊' },
      { h2: '新工坊配置' },
      {
        ul: [
          '两台大型热压罐，碳纤维部件年产能两千套',
          '独立的恒温喷涂车间',
          '可同时容纳十二台车的安装区与客户休息区',
        ],
      },
      '新工坊距上海国际赛车场仅二十分钟车程，方便车主在安装后直接进行赛道测试。欢迎预约参观。',
    ],
    bodyEn: [
      'In late January our new workshop in Jiading, Shanghai, opened its doors.',
      { img: newsImage(11), alt: 'The new Jiading workshop' },
      { h2: 'Inside the workshop' },
      {
        ul: [
          'Two large autoclaves for 2,000 sets of carbon parts a year',
          'A separate climate-controlled paint shop',
          'Fitting bays for twelve cars, and a lounge for owners',
        ],
      },
      'The workshop is just twenty minutes from Shanghai International Circuit, so owners can test on track straight after fitting. Visits are welcome by appointment.',
    ],
  },
  {
    brandId: BRAND_ID.audi,
    tag: 'product',
    date: '2026-02-16',
    title: 'RS 6 Avant 锐界性能旅行套件发布',
    titleEn: 'RS 6 Avant RUIJIE Performance Touring Kit Launched',
    summary: '碳纤维前唇、后扩散器与 22 英寸单片锻造轮毂，全家出行也不向圈速妥协。',
    summaryEn:
      'A carbon lip, diffuser and 22-inch monoblock forged wheels: room for the family, no compromise on lap times.',
    body: [
      '<strong>RS 6 Avant 锐界性能旅行套件</strong>今日发布。',
      { img: galleryImage('audi', 2, 1), alt: 'RS 6 Avant' },
      { h2: '套件构成' },
      { ul: ['碳纤维前唇与前格栅饰框', '干碳后扩散器与钛合金排气', '22 英寸 RJ-M 系列单片锻造轮毂'] },
      '全部部件保留原厂质保范围内的安装方式，日常用车无后顾之忧。',
    ],
    bodyEn: [
      'The <strong>RS 6 Avant RUIJIE Performance Touring Kit</strong> launches today.',
      { img: galleryImage('audi', 2, 1), alt: 'RS 6 Avant' },
      { h2: 'What is in the kit' },
      {
        ul: [
          'Carbon front lip and grille surround',
          'Dry-carbon diffuser and titanium exhaust',
          '22-inch RJ-M series monoblock forged wheels',
        ],
      },
      'Every part fits in a way that keeps the factory warranty intact, so the car stays worry-free every day.',
    ],
  },
];

export const news: Row<NewsTable>[] = articles.map((a, i) => {
  const [tag, tagEn] = TAGS[a.tag];
  return {
    id: i + 1,
    brandId: a.brandId,
    title: a.title,
    titleEn: a.titleEn,
    tag,
    tagEn,
    summary: a.summary,
    summaryEn: a.summaryEn,
    coverImgUrl: newsImage((i % NEWS_COUNT) + 1),
    content: html(a.body),
    contentEn: html(a.bodyEn),
    publishDate: a.date,
    sortOrder: i + 1,
  };
});
