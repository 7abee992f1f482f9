// Car detail page and the shared media components (car card, image preview, showcase, slideshow).
import type { Messages } from '../en/index.ts';

export const car: Messages['car'] = {
  media: {
    showcaseTitle: '展示区',
    previewLabel: '图片预览',
    close: '关闭预览',
    previous: '上一张',
    next: '下一张',
    thumbnails: '全部图片',
    showImage: (index: number, total: number) => `查看第 ${index} 张，共 ${total} 张`,
    openImage: (alt: string) => `放大查看：${alt}`,
    keyboardHint: '← → 切换图片，Esc 关闭',
  },
  eyebrow: '改装方案',
  loading: '加载中...',
  breadcrumbHome: '首页',
  tabsLabel: '产品类型',
  download: '下载手册',
  downloadLabel: (name: string) => `下载手册：${name}（PDF）`,
  configuration: {
    eyebrow: '配置',
    title: (type: string) => `${type}配置`,
    carouselLabel: '配置图片',
    imageAlt: (car: string, type: string, index: number) => `${car} · ${type} · 第 ${index} 张`,
    partsTitle: '本配置包含的部件',
    partsLoading: '部件加载中...',
    partsEmpty: '该配置暂无部件信息。',
    partsFailed: '部件加载失败，请重试。',
    retry: '重试',
    quantity: (count: number) => `数量 ${count}`,
    specs: '规格',
    viewPart: '查看部件',
    summary: (parts: number) => `本配置共 ${parts} 件部件`,
    enlargeHint: '点击图片可全屏查看。',
  },
  offer: {
    eyebrow: '限时礼遇',
    title: '本月预约咨询，即享免费安装与漆面保护。',
    text: '留下您的爱车信息，我们的工坊将在一个工作日内为您定制方案并报价。',
    action: '立即预约',
  },
  description: {
    eyebrow: '车型介绍',
  },
  video: {
    eyebrow: '影像',
    title: '动态欣赏',
    frameTitle: (car: string) => `${car} 视频`,
    play: (car: string) => `播放 ${car} 视频`,
  },
  gallery: {
    eyebrow: '图库',
    title: '改装图集',
    photos: (count: number) => `${count} 张图片`,
  },
  contact: {
    eyebrow: '咨询预约',
    title: '联系我们',
    lead: (car: string) => `想为您的${car} 定制改装方案？留下联系方式，专属顾问将尽快与您联系。`,
    promises: ['专属顾问，从报价到交车全程跟进', '自有工坊安装、精修与售后', '一个工作日内答复'],
  },
  notFound: {
    title: '未找到该车型',
    message: '该车型可能已下架，或链接地址有误。不妨先看看我们的精选案例。',
    home: '返回首页',
  },
  failed: {
    title: '车型信息加载失败',
    message: '加载该车型时出现问题，请稍后再试。',
    retry: '重试',
  },
  descriptionFallback: (car: string, brand: string) =>
    `锐界改装 ${brand} ${car} 改装方案：碳纤维空力套件、锻造轮毂、内饰升级与完工案例图集。`,
};
