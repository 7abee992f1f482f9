// The eight brands of SPEC section 9 (ids 1..8 in that order), plus one brand hidden from the
// menu and one unpublished brand, so the API's visibility filter has something to filter.
import type { BrandSlide } from '@refit/contract';
import type { BrandTable } from '../schema.ts';
import { BRAND_SLUGS, brandIcon, brandSlide, PLACEHOLDER_CAR } from './artwork/catalog.ts';
import type { BrandSlug } from './artwork/catalog.ts';
import type { Row } from './types.ts';

interface SlideCopy {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  link?: string;
}

interface BrandSource {
  slug: BrandSlug;
  name: string;
  nameEn: string;
  keyword: string;
  keywordEn: string;
  slides: [SlideCopy, SlideCopy, SlideCopy];
}

const sources: BrandSource[] = [
  {
    slug: 'mclaren',
    name: '迈凯伦',
    nameEn: 'McLaren',
    keyword: '迈凯伦改装,720S 宽体,765LT 空力套件,Artura 改装,迈凯伦碳纤维',
    keywordEn: 'McLaren tuning, 720S widebody, 765LT aero kit, Artura upgrades, McLaren carbon fibre',
    slides: [
      {
        title: '720S 碳纤维宽体套件',
        titleEn: '720S Carbon Widebody Kit',
        content: '整车 31 件干碳部件，风洞验证下压力提升 18%，每一克都为赛道而来。',
        contentEn:
          '31 dry-carbon components, 18% more downforce proven in the wind tunnel. Every gram earns its place.',
        link: '/car/1',
      },
      {
        title: '765LT 赛道空力',
        titleEn: '765LT Track Aero',
        content: '加长尾翼与可调前铲，让长尾家族在弯道中更加从容。',
        contentEn:
          'A longer wing and an adjustable splitter give the Longtail even more composure through the corners.',
        link: '/car/2',
      },
      {
        title: '轻盈，亦是一种力量',
        titleEn: 'Lightness Is Power',
        content: 'Artura 轻量化套件，减重 22 公斤，保留混动超跑的纯粹驾控。',
        contentEn:
          'The Artura Lightweight Kit sheds 22 kg while keeping the hybrid supercar’s pure handling intact.',
      },
    ],
  },
  {
    slug: 'lamborghini',
    name: '兰博基尼',
    nameEn: 'Lamborghini',
    keyword: '兰博基尼改装,Huracán 空力套件,Urus 宽体,Revuelto 改装,兰博基尼锻造轮毂',
    keywordEn:
      'Lamborghini tuning, Huracán aero kit, Urus widebody, Revuelto upgrades, Lamborghini forged wheels',
    slides: [
      {
        title: 'Huracán 锐界 赛道版套件',
        titleEn: 'Huracán RUIJIE Track Edition',
        content: '锋利的六边形语言，延续到每一片碳纤维。',
        contentEn: 'The hexagonal design language, carried into every carbon panel.',
        link: '/car/4',
      },
      {
        title: 'Urus 宽体运动套件',
        titleEn: 'Urus Widebody Sport Kit',
        content: '单侧加宽 40 毫米，配 23 英寸两片式锻造轮毂，气场全开。',
        contentEn: '40 mm wider per side on 23-inch two-piece forged wheels: presence, fully unleashed.',
        link: '/car/5',
      },
      {
        title: 'Revuelto 新篇章',
        titleEn: 'Revuelto: A New Chapter',
        content: '为 V12 混动旗舰量身打造的碳纤维空力方案，现已开放预订。',
        contentEn: 'A bespoke carbon aero package for the V12 hybrid flagship, now open for reservations.',
      },
    ],
  },
  {
    slug: 'porsche',
    name: '保时捷',
    nameEn: 'Porsche',
    keyword: '保时捷改装,911 Turbo S 改装,Taycan 空力套件,卡宴改装,保时捷锻造轮毂',
    keywordEn:
      'Porsche tuning, 911 Turbo S upgrades, Taycan aero kit, Cayenne upgrades, Porsche forged wheels',
    slides: [
      {
        title: '911 Turbo S 锐界 GT 套件',
        titleEn: '911 Turbo S RUIJIE GT Kit',
        content: '经典轮廓之上，一支鹅颈尾翼写下新的圈速。',
        contentEn: 'On a timeless silhouette, a swan-neck wing writes a new lap time.',
        link: '/car/7',
      },
      {
        title: 'Taycan 静谧之力',
        titleEn: 'Taycan: Silent Force',
        content: '低风阻碳纤维套件，在提升稳定性的同时守护续航。',
        contentEn: 'A low-drag carbon kit that adds stability without costing range.',
        link: '/car/8',
      },
      {
        title: '卡宴 都会运动',
        titleEn: 'Cayenne Urban Sport',
        content: '两片式锻造轮毂与钛合金排气，为日常通勤注入赛道基因。',
        contentEn: 'Two-piece forged wheels and a titanium exhaust bring track DNA to the daily drive.',
      },
    ],
  },
  {
    slug: 'mercedes',
    name: '梅赛德斯-奔驰',
    nameEn: 'Mercedes-Benz',
    keyword: '奔驰改装,AMG G 63 改装,AMG GT 空力套件,S 级改装,奔驰锻造轮毂',
    keywordEn:
      'Mercedes-Benz tuning, AMG G 63 upgrades, AMG GT aero kit, S-Class upgrades, Mercedes forged wheels',
    slides: [
      {
        title: 'G 63 锐界 越野宽体',
        titleEn: 'G 63 RUIJIE Widebody',
        content: '方正之躯，碳纤维轮眉与 24 英寸锻造轮毂，王者气度更进一步。',
        contentEn:
          'Carbon arches and 24-inch forged wheels take the icon’s square-shouldered presence further still.',
        link: '/car/10',
      },
      {
        title: 'AMG GT 赛道空力',
        titleEn: 'AMG GT Track Aero',
        content: '源自 GT3 赛车的空力理念，为公路版 AMG GT 重新调校。',
        contentEn: 'Aero thinking from GT3 racing, re-engineered for the road-going AMG GT.',
        link: '/car/11',
      },
      {
        title: 'S 级 行政典藏',
        titleEn: 'S-Class Executive Collection',
        content: '克制的前唇与手工缝制内饰，为行政座驾增添一分从容。',
        contentEn:
          'A restrained front lip and hand-stitched interior add quiet assurance to the executive saloon.',
      },
    ],
  },
  {
    slug: 'ferrari',
    name: '法拉利',
    nameEn: 'Ferrari',
    keyword: '法拉利改装,SF90 空力套件,296 GTB 改装,Purosangue 改装,法拉利碳纤维',
    keywordEn: 'Ferrari tuning, SF90 aero kit, 296 GTB upgrades, Purosangue upgrades, Ferrari carbon fibre',
    slides: [
      {
        title: 'SF90 锐界 碳纤维空力套件',
        titleEn: 'SF90 RUIJIE Carbon Aero Kit',
        content: '千匹混动之躯，配以更锐利的前铲与侧裙。',
        contentEn: 'A thousand hybrid horsepower, dressed in a sharper splitter and side skirts.',
        link: '/car/13',
      },
      {
        title: '296 GTB 轻量之翼',
        titleEn: '296 GTB Lightweight Wing',
        content: '一体成型干碳尾翼，重量仅 3.2 公斤。',
        contentEn: 'A one-piece dry-carbon wing weighing just 3.2 kg.',
        link: '/car/14',
      },
      {
        title: 'Purosangue 纯血优雅',
        titleEn: 'Purosangue, Pure Elegance',
        content: '为四门四座的跃马，定制低调而精致的碳纤维细节。',
        contentEn: 'Discreet, exquisite carbon details for the four-door Prancing Horse.',
      },
    ],
  },
  {
    slug: 'bentley',
    name: '宾利',
    nameEn: 'Bentley',
    keyword: '宾利改装,欧陆 GT 改装,添越改装,飞驰改装,宾利锻造轮毂',
    keywordEn:
      'Bentley tuning, Continental GT upgrades, Bentayga upgrades, Flying Spur upgrades, Bentley forged wheels',
    slides: [
      {
        title: '欧陆 GT 锐界 典雅运动',
        titleEn: 'Continental GT RUIJIE Sport Elegance',
        content: '英伦绅士的另一面：碳纤维扩散器与 22 英寸单片锻造轮毂。',
        contentEn:
          'The other side of the British gentleman: a carbon diffuser and 22-inch monoblock forged wheels.',
        link: '/car/16',
      },
      {
        title: '添越 手工内饰',
        titleEn: 'Bentayga Handcrafted Interior',
        content: '开放孔木饰与钻石菱格缝线，由上海工坊的匠人逐针完成。',
        contentEn: 'Open-pore veneers and diamond quilting, stitched by hand in our Shanghai atelier.',
        link: '/car/17',
      },
      {
        title: '飞驰 静谧的速度',
        titleEn: 'Flying Spur: Quiet Speed',
        content: '克制的空力线条，让豪华轿车在高速巡航时更加沉稳。',
        contentEn: 'Restrained aero lines make the luxury saloon calmer still at high-speed cruise.',
      },
    ],
  },
  {
    slug: 'bmw',
    name: '宝马',
    nameEn: 'BMW',
    keyword: '宝马改装,M4 碳纤维套件,M5 改装,X5 M 改装,宝马锻造轮毂',
    keywordEn: 'BMW tuning, M4 carbon kit, M5 upgrades, X5 M upgrades, BMW forged wheels',
    slides: [
      {
        title: 'M4 锐界 赛道套件',
        titleEn: 'M4 RUIJIE Track Kit',
        content: '干碳前唇、扩散器与可调尾翼，为纽北而生的完整方案。',
        contentEn:
          'Dry-carbon lip, diffuser and adjustable wing: a complete package born for the Nordschleife.',
        link: '/car/19',
      },
      {
        title: 'M5 混动性能轿车',
        titleEn: 'M5 Hybrid Performance Saloon',
        content: '低调的碳纤维细节，让商务与性能各得其所。',
        contentEn: 'Understated carbon details that let business and performance each have their moment.',
        link: '/car/20',
      },
      {
        title: 'X5 M 全能之选',
        titleEn: 'X5 M, the All-Rounder',
        content: '两片式锻造轮毂与运动排气，日常与激情兼得。',
        contentEn: 'Two-piece forged wheels and a sports exhaust for every day and every thrill.',
      },
    ],
  },
  {
    slug: 'audi',
    name: '奥迪',
    nameEn: 'Audi',
    keyword: '奥迪改装,R8 空力套件,RS 6 Avant 改装,RS Q8 改装,奥迪锻造轮毂',
    keywordEn: 'Audi tuning, R8 aero kit, RS 6 Avant upgrades, RS Q8 upgrades, Audi forged wheels',
    slides: [
      {
        title: 'R8 锐界 告别特别版',
        titleEn: 'R8 RUIJIE Farewell Edition',
        content: '向自然吸气 V10 致敬，限量 20 套碳纤维空力套件。',
        contentEn: 'A salute to the naturally aspirated V10: a carbon aero kit limited to 20 sets.',
        link: '/car/22',
      },
      {
        title: 'RS 6 Avant 性能旅行',
        titleEn: 'RS 6 Avant Performance Touring',
        content: '全家出行，也不必向圈速妥协。',
        contentEn: 'Room for the whole family, with no compromise on lap times.',
        link: '/car/23',
      },
      {
        title: 'RS Q8 暗夜套件',
        titleEn: 'RS Q8 Night Package',
        content: '烟熏灯组与黑化外饰，都市夜色中的低调猎手。',
        contentEn: 'Smoked lighting and blacked-out trim: a quiet hunter in the city night.',
      },
    ],
  },
];

function slideshow(slug: string, slides: readonly SlideCopy[]): string {
  const items: BrandSlide[] = slides.map((slide, i) => ({
    slideshowImg: brandSlide(slug, i + 1),
    slideshowTitle: slide.title,
    slideshowTitleEn: slide.titleEn,
    slideshowContent: slide.content,
    slideshowContentEn: slide.contentEn,
    ...(slide.link ? { slideshowLink: slide.link } : {}),
  }));
  return JSON.stringify(items);
}

/** Brand ids by slug: 1 mclaren .. 8 audi. */
export const BRAND_ID: Record<BrandSlug, number> = Object.fromEntries(
  BRAND_SLUGS.map((slug, i) => [slug, i + 1]),
) as Record<BrandSlug, number>;

export const HIDDEN_BRAND_ID = 9;
export const DRAFT_BRAND_ID = 10;

/** Chinese and English brand names, by slug, for the other seed files. */
export const BRAND_NAMES: Record<BrandSlug, { name: string; nameEn: string }> = Object.fromEntries(
  sources.map((s) => [s.slug, { name: s.name, nameEn: s.nameEn }]),
) as Record<BrandSlug, { name: string; nameEn: string }>;

export const brands: Row<BrandTable>[] = [
  ...sources.map((s): Row<BrandTable> => ({
    id: BRAND_ID[s.slug],
    slug: s.slug,
    brandName: s.name,
    brandNameEn: s.nameEn,
    brandIconUrl: brandIcon(s.slug),
    isShowMenu: '1',
    publishStatus: '1',
    sortOrder: BRAND_ID[s.slug],
    keyword: s.keyword,
    keywordEn: s.keywordEn,
    slideshowJson: slideshow(s.slug, s.slides),
  })),
  {
    id: HIDDEN_BRAND_ID,
    slug: 'koenigsegg-hidden',
    brandName: '柯尼塞格',
    brandNameEn: 'Koenigsegg',
    brandIconUrl: PLACEHOLDER_CAR,
    isShowMenu: '0',
    publishStatus: '1',
    sortOrder: 9,
    keyword: '柯尼塞格改装',
    keywordEn: 'Koenigsegg tuning',
    slideshowJson: '[]',
  },
  {
    id: DRAFT_BRAND_ID,
    slug: 'pagani-draft',
    brandName: '帕加尼',
    brandNameEn: 'Pagani',
    brandIconUrl: PLACEHOLDER_CAR,
    isShowMenu: '1',
    publishStatus: '0',
    sortOrder: 10,
    keyword: '帕加尼改装',
    keywordEn: 'Pagani tuning',
    slideshowJson: '[]',
  },
];
