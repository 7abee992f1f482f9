// Chinese UI strings shared by every screen, typed to match the English ones key for key.
import type { AreaName, Messages } from '../en/index.ts';

export const base: Omit<Messages, AreaName> = {
  htmlLang: 'zh-CN',
  screens: {
    home: '首页',
    carDetail: '车型详情',
    brandDetail: '品牌详情',
    aerodynamicKits: '空气动力套件',
    wheels: '轮毂',
    singlePieceWheels: '单片式轮毂',
    twoPieceWheels: '两片式轮毂',
    productDetail: '产品详情',
    peripherals: '周边产品',
    gallery: '改装案例',
    galleryDetail: '案例详情',
    news: '企业新闻',
    newsDetail: '新闻详情',
    about: '关于我们',
  },
  common: {
    loading: '加载中...',
    showMore: '查看更多',
    showLess: '收起',
    pauseSlideshow: '暂停轮播',
    playSlideshow: '播放轮播',
  },
  home: {
    description:
      '为迈凯伦、兰博基尼、保时捷、法拉利等超跑量身打造碳纤维空力套件、锻造轮毂与内饰升级——从设计、制造到安装，一家工坊全程完成。',
    featuredEyebrow: '精选案例',
    featuredTitle: '我们的改装作品',
    featuredLead: '近期完成的部分作品。点击车型，查看套件、部件与图库。',
    viewCar: '查看详情',
    emptyFeatured: '暂无精选案例。',
    heroLabel: '精选推荐',
    heroSlide: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
    heroGoTo: (index: number, total: number) => `切换到第 ${index} 张，共 ${total} 张`,
    opensInNewTab: '（在新标签页打开）',
    discover: '了解更多',
  },
  error: {
    title: '页面出错了',
    notFoundTitle: '页面不存在',
    message: '页面暂时无法显示，请稍后再试。',
    backHome: '返回首页',
  },
};
