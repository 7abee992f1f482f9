// Aerodynamic kits, wheels, peripherals and product detail.
import type { Messages } from '../en/index.ts';

export const catalogue: Messages['catalogue'] = {
  sections: {
    'aerodynamic-kits': {
      eyebrow: '碳纤维空气动力学',
      intro:
        '前唇、侧裙、扩散器与尾翼，以干碳纤维手工铺层，经风洞验证造型——更多下压力、更少升力，线条如同原厂设计般自然。',
      description:
        '干碳纤维空气动力套件：前唇与前铲、侧裙、后扩散器与尾翼，适配迈凯伦、兰博基尼、保时捷、法拉利等车型。',
      keywords: '空气动力套件,碳纤维,前唇,侧裙,后扩散器,尾翼',
    },
    wheels: {
      eyebrow: '锻造轮毂',
      intro:
        '单片与两片式锻造轮毂，以航空级铝合金整体锻造、精密切削，按车型定制尺寸与偏距，手工完成表面处理。',
      description: '单片与两片式锻造轮毂，航空级铝合金锻造，按超跑及性能车型定制。',
      keywords: '锻造轮毂,单片轮毂,两片式轮毂,轮毂升级',
    },
    peripherals: {
      eyebrow: '内饰 · 外观 · 养护',
      intro: '改装的最后一笔：碳纤维与 Alcantara 内饰、外观饰件，以及让爱车始终保持最佳状态的养护精品。',
      description: '内饰升级、外观饰件与养护精品，为改装超跑打造的周边产品。',
      keywords: '内饰升级,外观饰件,汽车养护,周边精品',
    },
  },
  typeDescription: (type: string, section: string) =>
    `${section}系列之${type}：浏览全部产品，点击查看规格与图片。`,
  categoriesLabel: '产品分类',
  scrollHint: '向右滑动查看更多分类',
  breadcrumbLabel: '当前位置',
  home: '首页',
  allProducts: '全部产品',
  productsHeading: '产品',
  productCount: (count: number) => `共 ${count} 件`,
  shownCount: (shown: number, total: number) => `已显示 ${shown} / ${total} 件`,
  emptyList: '该系列暂无产品，新品正在路上，敬请期待。',
  moreFailed: '更多产品加载失败，请重试。',
  showAll: (total: number) => `显示全部 ${total} 件`,
  filters: {
    label: '查找配件',
    brand: '品牌',
    allBrands: '全部品牌',
    model: '车型',
    allModels: '全部车型',
    search: '搜索',
    searchPlaceholder: '配件名称，如 碳纤维前唇',
    submit: '搜索',
    clear: '清除筛选',
    results: (count: number) => `找到 ${count} 件配件`,
    noResults: '没有符合条件的配件，请换个车型或缩短搜索词。',
  },
  emptyTypes: '分类更新中。',
  viewProduct: '查看详情',
  debug: {
    title: '产品列表',
    limit: '显示上限',
    total: '总数',
    shown: '已显示',
    category: '分类',
  },
  notFound: {
    title: '该分类不存在',
    message: '该分类可能已更名或下架，欢迎浏览全部产品。',
    productTitle: '该产品暂不可用',
    productMessage: '该产品可能已售罄或已从产品目录中移除。',
    backToSection: (section: string) => `浏览${section}`,
  },
  product: {
    backTo: (name: string) => `← 返回 ${name}`,
    backToCar: '← 返回车型',
    type: '分类',
    brand: '品牌',
    car: '适配车型',
    specs: '规格',
    quantity: '数量',
    quantityValue: (count: number) => `${count} 件`,
    description: '产品介绍',
    universal: '通用款产品',
    enquire: '咨询此产品',
    openPreview: (name: string) => `点击查看大图：${name}`,
    showImage: (index: number, total: number) => `显示第 ${index} / ${total} 张图片`,
    imageAlt: (name: string, index: number) => `${name}，图 ${index}`,
    previewTitle: (name: string) => name,
    zoomHint: '点击查看大图',
  },
};
