// The 24 car models (three per brand, ids 1..24 in brand order) and the product-type tabs of
// each car page. Model names are the base cars'; the kit names are the company's own.
import type { CarProductTypeTable, CarTable } from '../schema.ts';
import { BRAND_SLUGS, carIcon, carImage, configImage, pdfFile } from './artwork/catalog.ts';
import type { BrandSlug } from './artwork/catalog.ts';
import { BRAND_ID } from './brands.ts';
import { programmeColumns } from './programme-figures.ts';
import { TYPE_ID } from './product-types.ts';
import type { TypeSlug } from './product-types.ts';
import { fileList } from './types.ts';
import type { Row } from './types.ts';

export interface CarSource {
  slug: BrandSlug;
  /** 1..3 within the brand; names the car's artwork. */
  n: number;
  name: string;
  nameEn: string;
  titles: string;
  titlesEn: string;
  contents: string;
  contentsEn: string;
  keyword: string;
  keywordEn: string;
  videoUrl?: string;
  /** The tabs of the car page, in order. */
  tabs: TypeSlug[];
}

export const carSources: CarSource[] = [
  // McLaren
  {
    slug: 'mclaren',
    n: 1,
    name: '720S',
    nameEn: '720S',
    titles: '720S 锐界 碳纤维宽体套件｜为赛道而生的每一克',
    titlesEn: '720S RUIJIE Carbon Widebody Kit | Every gram built for the track',
    contents:
      '整套宽体由 31 件预浸料干碳部件组成，前后轮眉单侧加宽 35 毫米，与原厂螺孔位一一对应，无需切割车身。经上海风洞实验室验证，最高车速下的下压力提升 18%，高速换道时车尾更加沉稳。',
    contentsEn:
      'The widebody is made of 31 pre-preg dry-carbon parts; the arches grow 35 mm per side and bolt to the factory mounting points with no cutting. Tested in a Shanghai wind tunnel, it adds 18% downforce at top speed and keeps the tail settled through fast lane changes.',
    keyword: '迈凯伦 720S 改装,720S 宽体,720S 碳纤维套件',
    keywordEn: 'McLaren 720S tuning, 720S widebody, 720S carbon kit',
    videoUrl: 'https://www.bilibili.com/video/BV1Kq4y1M7vR',
    tabs: ['front', 'rear', 'wing'],
  },
  {
    slug: 'mclaren',
    n: 2,
    name: '765LT',
    nameEn: '765LT',
    titles: '765LT 锐界 赛道空力套件｜长尾的另一种答案',
    titlesEn: '765LT RUIJIE Track Aero Kit | Another answer to the Longtail',
    contents:
      '在原厂主动尾翼基础上加装可调格尼襟翼，并以三段可调前铲匹配前后空力平衡。整套方案保留车辆年检所需的全部灯光与识别尺寸，周末赛道日后即可直接驾车回家。',
    contentsEn:
      'An adjustable Gurney flap joins the factory active wing, and a three-position splitter balances the aero front to rear. Every light and dimension needed for road registration is kept, so you can drive home straight from a weekend track day.',
    keyword: '迈凯伦 765LT 改装,765LT 尾翼,765LT 前铲',
    keywordEn: 'McLaren 765LT tuning, 765LT wing, 765LT splitter',
    tabs: ['front', 'side', 'wing'],
  },
  {
    slug: 'mclaren',
    n: 3,
    name: 'Artura',
    nameEn: 'Artura',
    titles: 'Artura 锐界 轻量化套件｜轻盈，亦是一种力量',
    titlesEn: 'Artura RUIJIE Lightweight Kit | Lightness is power',
    contents:
      '以干碳覆盖件替换原厂饰板，配合单片锻造轮毂，整车减重 22 公斤。混动系统的响应与底盘的灵动感因此更加直接，日常驾驶同样轻松从容。',
    contentsEn:
      'Dry-carbon covers replace the factory trim and monoblock forged wheels complete the package, saving 22 kg in all. The hybrid powertrain and chassis feel sharper for it, yet the car stays just as easy to live with every day.',
    keyword: '迈凯伦 Artura 改装,Artura 轻量化,Artura 锻造轮毂',
    keywordEn: 'McLaren Artura tuning, Artura lightweight, Artura forged wheels',
    tabs: ['front', 'rear', 'single-piece'],
  },
  // Lamborghini
  {
    slug: 'lamborghini',
    n: 1,
    name: 'Huracán',
    nameEn: 'Huracán',
    titles: 'Huracán 锐界 赛道版套件｜六边形的锋芒',
    titlesEn: 'Huracán RUIJIE Track Edition | The edge of the hexagon',
    contents:
      '前铲、侧裙与固定式尾翼沿用兰博基尼标志性的六边形语言，所有开孔均经过气流验证而非单纯装饰。搭配钛合金排气尾段，V10 的声浪在高转区更加清亮。',
    contentsEn:
      'The splitter, side skirts and fixed wing follow Lamborghini’s signature hexagons, and every opening is flow-tested rather than decorative. With titanium exhaust tips, the V10 sings even clearer at high revs.',
    keyword: '兰博基尼 Huracán 改装,飓风改装,Huracán 尾翼',
    keywordEn: 'Lamborghini Huracán tuning, Huracán wing, Huracán aero kit',
    videoUrl: 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
    tabs: ['front', 'side', 'wing'],
  },
  {
    slug: 'lamborghini',
    n: 2,
    name: 'Urus',
    nameEn: 'Urus',
    titles: 'Urus 锐界 宽体运动套件｜气场全开',
    titlesEn: 'Urus RUIJIE Widebody Sport Kit | Presence, fully unleashed',
    contents:
      '单侧加宽 40 毫米的碳纤维轮眉，与 23 英寸两片式锻造轮毂精确匹配。后扩散器与四出排气重新设计，让超级 SUV 的尾部视觉更低、更宽。',
    contentsEn:
      'Carbon arches 40 mm wider per side are matched precisely to 23-inch two-piece forged wheels. A redesigned diffuser and quad exhaust make the super-SUV look lower and wider from behind.',
    keyword: '兰博基尼 Urus 改装,Urus 宽体,Urus 轮毂',
    keywordEn: 'Lamborghini Urus tuning, Urus widebody, Urus wheels',
    tabs: ['front', 'rear', 'two-piece'],
  },
  {
    slug: 'lamborghini',
    n: 3,
    name: 'Revuelto',
    nameEn: 'Revuelto',
    titles: 'Revuelto 锐界 碳纤维空力套件｜V12 的新篇章',
    titlesEn: 'Revuelto RUIJIE Carbon Aero Kit | A new chapter for the V12',
    contents:
      '为 V12 混动旗舰量身打造的前唇、侧裙与后扩散器，全部采用 2×2 斜纹干碳，并以光面清漆呈现纤维纹理。首批限量 12 套，现已开放预订。',
    contentsEn:
      'A front lip, side skirts and diffuser tailored to the V12 hybrid flagship, all in 2×2 twill dry carbon under a gloss clear coat. The first run is limited to 12 sets and is now open for reservations.',
    keyword: '兰博基尼 Revuelto 改装,Revuelto 碳纤维,Revuelto 空力',
    keywordEn: 'Lamborghini Revuelto tuning, Revuelto carbon, Revuelto aero',
    tabs: ['front', 'side', 'rear'],
  },
  // Porsche
  {
    slug: 'porsche',
    n: 1,
    name: '911 Turbo S',
    nameEn: '911 Turbo S',
    titles: '911 Turbo S 锐界 GT 套件｜经典轮廓，新的圈速',
    titlesEn: '911 Turbo S RUIJIE GT Kit | A classic silhouette, a new lap time',
    contents:
      '鹅颈式尾翼将下压力作用点后移，搭配加深的前铲，使高速弯中的转向更加精准。单片锻造轮毂每只减重 1.8 公斤，簧下质量的降低带来更细腻的路感。',
    contentsEn:
      'A swan-neck wing moves the centre of downforce rearwards and a deeper splitter sharpens turn-in at speed. Monoblock forged wheels save 1.8 kg each, and the lower unsprung mass brings finer road feel.',
    keyword: '保时捷 911 改装,911 Turbo S 尾翼,911 锻造轮毂',
    keywordEn: 'Porsche 911 tuning, 911 Turbo S wing, 911 forged wheels',
    videoUrl: 'https://v.qq.com/x/cover/mzc002007k3m9qa/t3541pdx2yb.html',
    tabs: ['front', 'wing', 'single-piece'],
  },
  {
    slug: 'porsche',
    n: 2,
    name: 'Taycan',
    nameEn: 'Taycan',
    titles: 'Taycan 锐界 低风阻套件｜静谧之力',
    titlesEn: 'Taycan RUIJIE Low-Drag Kit | Silent force',
    contents:
      '针对纯电平台开发的低风阻前唇与侧裙，经 CFD 仿真与实车测试，风阻系数几乎不变，高速稳定性明显提升。所有部件均可在一天内完成安装。',
    contentsEn:
      'A low-drag lip and side skirts developed for the electric platform. CFD and on-road tests show almost no change in drag and a clear gain in high-speed stability. Every part fits in a single day.',
    keyword: '保时捷 Taycan 改装,Taycan 前唇,Taycan 侧裙',
    keywordEn: 'Porsche Taycan tuning, Taycan lip, Taycan side skirts',
    tabs: ['front', 'side'],
  },
  {
    slug: 'porsche',
    n: 3,
    name: '卡宴',
    nameEn: 'Cayenne',
    titles: '卡宴 锐界 都会运动套件｜日常，亦可激昂',
    titlesEn: 'Cayenne RUIJIE Urban Sport Kit | Everyday, with a pulse',
    contents:
      '克制的碳纤维前唇与后扩散器，配合阀门可控的钛合金排气，通勤时安静，山路上激昂。22 英寸两片式锻造轮毂提供多种轮辋宽度，兼顾舒适与抓地。',
    contentsEn:
      'A restrained carbon lip and diffuser pair with a valved titanium exhaust: quiet on the commute, stirring on a mountain road. 22-inch two-piece forged wheels come in several widths to balance comfort and grip.',
    keyword: '保时捷卡宴改装,卡宴排气,卡宴锻造轮毂',
    keywordEn: 'Porsche Cayenne tuning, Cayenne exhaust, Cayenne forged wheels',
    tabs: ['front', 'rear', 'two-piece'],
  },
  // Mercedes-Benz
  {
    slug: 'mercedes',
    n: 1,
    name: 'AMG G 63',
    nameEn: 'AMG G 63',
    titles: 'G 63 锐界 越野宽体套件｜方正之躯，王者气度',
    titlesEn: 'G 63 RUIJIE Widebody Kit | Square shoulders, regal presence',
    contents:
      '碳纤维轮眉、引擎盖与侧踏板组成完整的宽体方案，保留原厂的涉水深度与接近角。配 24 英寸两片式锻造轮毂，城市与郊野同样游刃有余。',
    contentsEn:
      'Carbon arches, bonnet and side steps form a complete widebody that keeps the factory wading depth and approach angle. On 24-inch two-piece forged wheels, it is as much at home in the city as off the beaten track.',
    keyword: '奔驰 G 63 改装,大 G 宽体,G 63 轮毂',
    keywordEn: 'Mercedes G 63 tuning, G-Class widebody, G 63 wheels',
    videoUrl: 'https://www.bilibili.com/video/BV1Rt4y1D7kQ',
    tabs: ['front', 'side', 'two-piece'],
  },
  {
    slug: 'mercedes',
    n: 2,
    name: 'AMG GT',
    nameEn: 'AMG GT',
    titles: 'AMG GT 锐界 赛道空力套件｜源自 GT3 的理念',
    titlesEn: 'AMG GT RUIJIE Track Aero Kit | Ideas from GT3',
    contents:
      '借鉴 GT3 赛车的前铲与尾翼布局，为公路版 AMG GT 重新计算空力平衡。后扩散器的导流片角度经过多轮风洞修正，在提升下压力的同时控制阻力增长。',
    contentsEn:
      'The splitter and wing layout borrows from GT3 racing, with the aero balance recalculated for the road-going AMG GT. Diffuser strakes were refined over several wind-tunnel rounds to add downforce while keeping drag in check.',
    keyword: '奔驰 AMG GT 改装,AMG GT 尾翼,AMG GT 扩散器',
    keywordEn: 'Mercedes AMG GT tuning, AMG GT wing, AMG GT diffuser',
    tabs: ['front', 'rear', 'wing'],
  },
  {
    slug: 'mercedes',
    n: 3,
    name: 'S 级轿车',
    nameEn: 'S-Class',
    titles: 'S 级 锐界 行政典藏｜克制，是最高级的表达',
    titlesEn: 'S-Class RUIJIE Executive Collection | Restraint, the highest form',
    contents:
      '细窄的碳纤维前唇只在光影中显露轮廓，21 英寸两片式锻造轮毂延续经典多辐造型。车内以 Nappa 真皮与开放孔木饰重塑后排空间，每一处缝线均由匠人手工完成。',
    contentsEn:
      'A slim carbon lip reveals itself only in the play of light, and 21-inch two-piece forged wheels keep a classic multi-spoke look. Inside, Nappa leather and open-pore wood reshape the rear cabin, every seam stitched by hand.',
    keyword: '奔驰 S 级改装,S 级内饰,S 级轮毂',
    keywordEn: 'Mercedes S-Class tuning, S-Class interior, S-Class wheels',
    tabs: ['front', 'two-piece', 'interior'],
  },
  // Ferrari
  {
    slug: 'ferrari',
    n: 1,
    name: 'SF90 Stradale',
    nameEn: 'SF90 Stradale',
    titles: 'SF90 锐界 碳纤维空力套件｜千匹之躯，更锐利的轮廓',
    titlesEn: 'SF90 RUIJIE Carbon Aero Kit | A thousand horses, a sharper outline',
    contents:
      '前铲、侧裙与后扩散器全部采用航空级预浸料，在 135 摄氏度热压罐中固化成型。整套部件与原厂主动空力系统协同工作，不影响任何驾驶模式的功能。',
    contentsEn:
      'Splitter, side skirts and diffuser are all aerospace-grade pre-preg, cured in an autoclave at 135 °C. The parts work alongside the factory active aero and leave every drive mode fully functional.',
    keyword: '法拉利 SF90 改装,SF90 碳纤维,SF90 空力套件',
    keywordEn: 'Ferrari SF90 tuning, SF90 carbon, SF90 aero kit',
    videoUrl: 'https://v.youku.com/v_show/id_XNjA4NzE1MjQ3Ng==.html',
    tabs: ['front', 'side', 'rear'],
  },
  {
    slug: 'ferrari',
    n: 2,
    name: '296 GTB',
    nameEn: '296 GTB',
    titles: '296 GTB 锐界 轻量之翼｜3.2 公斤的下压力',
    titlesEn: '296 GTB RUIJIE Lightweight Wing | Downforce at 3.2 kg',
    contents:
      '一体成型的干碳尾翼重量仅 3.2 公斤，与原厂主动扰流板互不干涉。前唇采用三段式结构，单段损伤可单独更换，赛道使用更加省心。',
    contentsEn:
      'The one-piece dry-carbon wing weighs just 3.2 kg and works in harmony with the factory active spoiler. The three-section lip lets a damaged section be replaced on its own, which makes track days less of a worry.',
    keyword: '法拉利 296 GTB 改装,296 尾翼,296 前唇',
    keywordEn: 'Ferrari 296 GTB tuning, 296 wing, 296 lip',
    tabs: ['front', 'wing'],
  },
  {
    slug: 'ferrari',
    n: 3,
    name: 'Purosangue',
    nameEn: 'Purosangue',
    titles: 'Purosangue 锐界 典雅套件｜纯血的优雅',
    titlesEn: 'Purosangue RUIJIE Elegance Kit | Pure-blooded elegance',
    contents:
      '为四门四座的跃马定制低调的碳纤维前唇与后扩散器，保留整车优雅的比例。23 英寸两片式锻造轮毂提供抛光与拉丝两种轮唇工艺。',
    contentsEn:
      'A discreet carbon lip and diffuser for the four-door Prancing Horse, keeping its graceful proportions intact. 23-inch two-piece forged wheels come with a polished or brushed lip.',
    keyword: '法拉利 Purosangue 改装,Purosangue 轮毂,Purosangue 碳纤维',
    keywordEn: 'Ferrari Purosangue tuning, Purosangue wheels, Purosangue carbon',
    tabs: ['front', 'rear', 'two-piece'],
  },
  // Bentley
  {
    slug: 'bentley',
    n: 1,
    name: '欧陆 GT',
    nameEn: 'Continental GT',
    titles: '欧陆 GT 锐界 典雅运动套件｜英伦绅士的另一面',
    titlesEn: 'Continental GT RUIJIE Sport Elegance Kit | The gentleman’s other side',
    contents:
      '碳纤维前唇与后扩散器以细腻的线条融入车身，22 英寸单片锻造轮毂采用经典十辐设计。整套方案强调质感而非张扬，延续宾利一贯的从容气度。',
    contentsEn:
      'A carbon lip and diffuser blend into the body with delicate lines, and 22-inch monoblock forged wheels take a classic ten-spoke design. The package is about texture rather than flamboyance, in keeping with Bentley’s unhurried poise.',
    keyword: '宾利欧陆 GT 改装,欧陆 GT 轮毂,欧陆 GT 碳纤维',
    keywordEn: 'Bentley Continental GT tuning, Continental GT wheels, Continental GT carbon',
    videoUrl: 'https://player.bilibili.com/player.html?bvid=BV1Hs4y1W7nP',
    tabs: ['front', 'rear', 'single-piece'],
  },
  {
    slug: 'bentley',
    n: 2,
    name: '添越',
    nameEn: 'Bentayga',
    titles: '添越 锐界 手工内饰套件｜一针一线的奢华',
    titlesEn: 'Bentayga RUIJIE Handcrafted Interior | Luxury, stitch by stitch',
    contents:
      '开放孔胡桃木饰板与钻石菱格缝线，由上海工坊的匠人逐针完成，单车内饰工时超过 160 小时。外观搭配 22 英寸两片式锻造轮毂与碳纤维前唇，内外气质统一。',
    contentsEn:
      'Open-pore walnut veneers and diamond quilting are stitched by hand in our Shanghai atelier, more than 160 hours of work per cabin. Outside, 22-inch two-piece forged wheels and a carbon lip carry the same character.',
    keyword: '宾利添越改装,添越内饰,添越轮毂',
    keywordEn: 'Bentley Bentayga tuning, Bentayga interior, Bentayga wheels',
    tabs: ['front', 'two-piece', 'interior'],
  },
  {
    slug: 'bentley',
    n: 3,
    name: '飞驰',
    nameEn: 'Flying Spur',
    titles: '飞驰 锐界 行政运动套件｜静谧的速度',
    titlesEn: 'Flying Spur RUIJIE Executive Sport Kit | Quiet speed',
    contents:
      '克制的前唇与侧裙线条，使豪华轿车在高速巡航时更加沉稳。所有部件采用与车身同色或碳纤维两种工艺，可依车主喜好定制。',
    contentsEn:
      'A restrained lip and side skirts make the luxury saloon calmer at high-speed cruise. Every part is offered in body colour or exposed carbon, made to the owner’s taste.',
    keyword: '宾利飞驰改装,飞驰前唇,飞驰侧裙',
    keywordEn: 'Bentley Flying Spur tuning, Flying Spur lip, Flying Spur side skirts',
    tabs: ['front', 'side'],
  },
  // BMW
  {
    slug: 'bmw',
    n: 1,
    name: 'M4',
    nameEn: 'M4',
    titles: 'M4 锐界 赛道套件｜为纽北而生',
    titlesEn: 'M4 RUIJIE Track Kit | Born for the Nordschleife',
    contents:
      '干碳前唇、后扩散器与四档可调尾翼组成完整的赛道方案，并保留原厂雷达与传感器的全部功能。钛合金排气较原厂减重 11 公斤，声浪更加饱满。',
    contentsEn:
      'A dry-carbon lip, diffuser and four-position adjustable wing make a complete track package while every factory radar and sensor keeps working. The titanium exhaust is 11 kg lighter than stock, with a fuller voice.',
    keyword: '宝马 M4 改装,M4 碳纤维,M4 尾翼,M4 排气',
    keywordEn: 'BMW M4 tuning, M4 carbon, M4 wing, M4 exhaust',
    videoUrl: 'https://www.bilibili.com/video/BV1Wq8y1B4nZ',
    tabs: ['front', 'rear', 'wing'],
  },
  {
    slug: 'bmw',
    n: 2,
    name: 'M5',
    nameEn: 'M5',
    titles: 'M5 锐界 性能轿车套件｜商务与性能各得其所',
    titlesEn: 'M5 RUIJIE Performance Saloon Kit | Business and performance, each in its place',
    contents:
      '低调的碳纤维前唇、侧裙与后扩散器，让混动性能轿车在不失商务气质的前提下更具运动感。全部部件沿用原厂安装点，可随时恢复原车状态。',
    contentsEn:
      'An understated carbon lip, side skirts and diffuser give the hybrid performance saloon a sportier stance without losing its business poise. Every part uses factory mounting points and can be removed at any time.',
    keyword: '宝马 M5 改装,M5 碳纤维,M5 侧裙',
    keywordEn: 'BMW M5 tuning, M5 carbon, M5 side skirts',
    tabs: ['front', 'side', 'rear'],
  },
  {
    slug: 'bmw',
    n: 3,
    name: 'X5 M',
    nameEn: 'X5 M',
    titles: 'X5 M 锐界 全能套件｜日常与激情兼得',
    titlesEn: 'X5 M RUIJIE All-Round Kit | Every day and every thrill',
    contents:
      '碳纤维前唇与后扩散器强化整车的运动姿态，22 英寸两片式锻造轮毂针对 SUV 载荷重新计算强度。阀门排气可通过原厂驾驶模式一键切换。',
    contentsEn:
      'A carbon lip and diffuser sharpen the stance, and 22-inch two-piece forged wheels are engineered for SUV loads. The valved exhaust switches with the factory drive modes.',
    keyword: '宝马 X5 M 改装,X5 M 轮毂,X5 M 排气',
    keywordEn: 'BMW X5 M tuning, X5 M wheels, X5 M exhaust',
    tabs: ['front', 'rear', 'two-piece'],
  },
  // Audi
  {
    slug: 'audi',
    n: 1,
    name: 'R8',
    nameEn: 'R8',
    titles: 'R8 锐界 告别特别版套件｜致敬自然吸气 V10',
    titlesEn: 'R8 RUIJIE Farewell Edition Kit | A salute to the naturally aspirated V10',
    contents:
      '前铲、侧裙与固定尾翼取材自 R8 LMS 赛车的空力思路，限量 20 套，每套配有独立编号铭牌。碳纤维部件的纹理方向经过逐片对齐，细节经得起近距离审视。',
    contentsEn:
      'Splitter, side skirts and fixed wing draw on the R8 LMS race car, limited to 20 sets, each with its own numbered plaque. The weave is aligned panel by panel, so the details stand up to close inspection.',
    keyword: '奥迪 R8 改装,R8 尾翼,R8 碳纤维',
    keywordEn: 'Audi R8 tuning, R8 wing, R8 carbon',
    videoUrl: 'https://player.bilibili.com/player.html?bvid=BV1Ka4y1e7Zc',
    tabs: ['front', 'side', 'wing'],
  },
  {
    slug: 'audi',
    n: 2,
    name: 'RS 6 Avant',
    nameEn: 'RS 6 Avant',
    titles: 'RS 6 Avant 锐界 性能旅行套件｜不向圈速妥协',
    titlesEn: 'RS 6 Avant RUIJIE Performance Touring Kit | No compromise on lap times',
    contents:
      '碳纤维前唇、后扩散器与单片锻造轮毂，让性能旅行车在全家出行之外也能从容应对赛道日。钛合金排气保留原厂阀门逻辑，清晨出门不扰邻里。',
    contentsEn:
      'A carbon lip, diffuser and monoblock forged wheels ready the performance estate for track days as well as family trips. The titanium exhaust keeps the factory valve logic, so early starts won’t wake the neighbours.',
    keyword: '奥迪 RS 6 改装,RS 6 Avant 轮毂,RS 6 排气',
    keywordEn: 'Audi RS 6 tuning, RS 6 Avant wheels, RS 6 exhaust',
    tabs: ['front', 'rear', 'single-piece'],
  },
  {
    slug: 'audi',
    n: 3,
    name: 'RS Q8',
    nameEn: 'RS Q8',
    titles: 'RS Q8 锐界 暗夜套件｜都市夜色中的低调猎手',
    titlesEn: 'RS Q8 RUIJIE Night Package | A quiet hunter in the city night',
    contents:
      '烟熏尾灯、黑化饰条与碳纤维前唇，为大型运动 SUV 带来更深沉的气质。23 英寸两片式锻造轮毂采用哑光黑与亮面轮唇的双色工艺。',
    contentsEn:
      'Smoked tail lights, blacked-out trim and a carbon lip give the large sports SUV a deeper character. 23-inch two-piece forged wheels pair a matt black face with a bright lip.',
    keyword: '奥迪 RS Q8 改装,RS Q8 熏黑,RS Q8 轮毂',
    keywordEn: 'Audi RS Q8 tuning, RS Q8 blackout, RS Q8 wheels',
    tabs: ['front', 'two-piece', 'exterior'],
  },
];

/** Car id of the n-th car (1..3) of a brand: ids 1..24 in brand order. */
export function carId(slug: BrandSlug, n: number): number {
  return BRAND_SLUGS.indexOf(slug) * 3 + n;
}

export const cars: Row<CarTable>[] = carSources.map((c) => ({
  id: carId(c.slug, c.n),
  brandId: BRAND_ID[c.slug],
  carName: c.name,
  carNameEn: c.nameEn,
  carIcoUrl: carIcon(c.slug, c.n),
  carImgUrl: carImage(c.slug, c.n),
  carTitles: c.titles,
  carTitlesEn: c.titlesEn,
  carContents: c.contents,
  carContentsEn: c.contentsEn,
  keyword: c.keyword,
  keywordEn: c.keywordEn,
  isVideo: c.videoUrl ? '1' : '0',
  videoUrl: c.videoUrl ?? '',
  isFeatured: c.n <= 2 ? '1' : '0',
  publishStatus: '1',
  sortOrder: c.n,
  ...programmeColumns(c.slug, c.n),
}));

/** The third car of every brand has no brochure for its last tab (no Download button). */
function hasBrochure(car: CarSource, tabIndex: number): boolean {
  return !(car.n === 3 && tabIndex === car.tabs.length - 1);
}

/** Configuration images of a tab: the car's three shots, rotated so each tab opens on a different one. */
function configImages(car: CarSource, tabIndex: number): string[] {
  return [1, 2, 3].map((k) => configImage(car.slug, car.n, ((k - 1 + tabIndex) % 3) + 1));
}

export interface CarTab {
  car: CarSource;
  carId: number;
  typeSlug: TypeSlug;
  tabIndex: number;
  /** Relative PDF path, or '' when the tab has no brochure. */
  pdf: string;
}

export const carTabs: CarTab[] = carSources.flatMap((car) =>
  car.tabs.map((typeSlug, tabIndex) => ({
    car,
    carId: carId(car.slug, car.n),
    typeSlug,
    tabIndex,
    pdf: hasBrochure(car, tabIndex) ? pdfFile(car.slug, car.n, typeSlug) : '',
  })),
);

export const carProductTypes: Row<CarProductTypeTable>[] = carTabs.map((tab, i) => ({
  id: i + 1,
  carId: tab.carId,
  productTypeId: TYPE_ID[tab.typeSlug],
  slideshowJson: fileList(configImages(tab.car, tab.tabIndex)),
  moMaUrl: tab.pdf,
  sortOrder: tab.tabIndex + 1,
}));
