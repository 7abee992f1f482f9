// Brand detail page and the car list.
import type { Messages } from '../en/index.ts';

export const brand: Messages['brand'] = {
  eyebrow: '品牌',
  description: (name: string) =>
    `锐界改装 ${name} 改装方案：干碳纤维空力套件、锻造轮毂与定制内饰，浏览我们改装的每一款车型与已交付的作品。`,
  lead: (models: number, builds: number) => `改装车型 ${models} 款 · 已交付案例 ${builds} 个`,
  failedTitle: '加载失败',
  failedMessage: '无法加载品牌数据，请稍后重试',
  retry: '重试',
  emptyTitle: '暂无品牌数据',
  emptyMessage: '该品牌可能已更名，或暂未加入我们的改装方案。',
  browseAll: '浏览全部车型',
  loading: '加载中...',
  imageFailed: '图片加载失败',
  slides: {
    label: (name: string) => `${name} 精选`,
    goTo: (index: number, total: number) => `显示第 ${index} 张，共 ${total} 张`,
    discover: '了解详情',
  },
  models: {
    eyebrow: '车型',
    title: '选择车型',
    empty: '暂无车型',
    label: '车型',
  },
  gallery: {
    eyebrow: '作品',
    title: '改装案例',
    titleFor: (car: string) => `${car} 改装案例`,
    empty: '暂无案例数据',
    loadMore: '加载更多',
    loadingMore: '加载中...',
    loadFailed: '更多案例加载失败，请重试。',
    count: (shown: number, total: number) => `${shown} / ${total}`,
    openCar: (car: string) => `查看 ${car}`,
  },
  news: {
    eyebrow: '动态',
    title: '新闻与故事',
    readMore: '阅读全文',
    allNews: '全部新闻',
  },
  carList: {
    screen: '全部车型',
    eyebrow: '改装方案',
    title: '我们改装的每一款车型',
    lead: '选择您的爱车，查看它的空力套件、轮毂、内饰部件，以及我们已交付的改装作品。',
    description:
      '锐界改装全部改装车型，按品牌浏览：迈凯伦、兰博基尼、保时捷、梅赛德斯-奔驰、法拉利、宾利、宝马与奥迪。',
    brandLink: (name: string) => `了解${name}`,
    modelCount: (count: number) => `${count} 款车型`,
    empty: '暂无车型',
    jumpLabel: '按品牌跳转',
  },
};
