import type { CarDetail } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { brochureFileName, carViewFrom } from './car-view.ts';
import { partHref, partViewFrom } from './parts/part-view.ts';
import { tabTarget } from './parts/product-tabs.tsx';

const detail: CarDetail = {
  id: 3,
  brandId: 1,
  carName: 'Artura',
  carNameEn: '',
  brandName: '迈凯伦',
  brandNameEn: 'McLaren',
  carImgUrl: 'car/mclaren-3.svg',
  carTitles: '标题',
  carTitlesEn: 'Title',
  carContents: '第一段。\n\n第二段。',
  carContentsEn: 'First.\nSecond.',
  keyword: '关键词',
  keywordEn: 'keywords',
  isVideo: '1',
  videoUrl: 'https://www.bilibili.com/video/BV1Rt4y1D7kQ',
  galleryList: [
    {
      id: 9,
      galleryName: '夜色',
      galleryNameEn: 'By night',
      coverImgUrl: 'gallery/a.svg',
      galleryJson: '[{"fileUrl":"gallery/a.svg"},{"fileUrl":"gallery/b.svg"}]',
    },
  ],
  productInfoList: [
    {
      productTypeId: 1,
      productTypeName: '前唇',
      productTypeNameEn: 'Front splitters',
      slideshowJson: '[{"fileUrl":"config/1.svg"},{"fileUrl":"/config/2.svg"}]',
      moMaUrl: 'pdf/front.pdf',
    },
    {
      productTypeId: 5,
      productTypeName: '单片锻造轮毂',
      productTypeNameEn: '',
      slideshowJson: 'not json',
      moMaUrl: '',
    },
  ],
};

describe('carViewFrom', () => {
  it('shapes the car in Chinese', () => {
    const car = carViewFrom('zh', detail);
    expect(car).toMatchObject({
      id: 3,
      brandId: 1,
      name: 'Artura',
      brandName: '迈凯伦',
      image: '/api/static/car/mclaren-3.svg',
      title: '标题',
      bodyHtml: '<p>第一段。</p><p>第二段。</p>',
      bodyText: '第一段。 第二段。',
      keywords: '关键词',
      video: { kind: 'embed', src: 'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ&autoplay=1' },
    });
    expect(car.tabs[0]).toEqual({
      id: 1,
      name: '前唇',
      images: [
        { src: '/api/static/config/1.svg', alt: 'Artura · 前唇 · 第 1 张' },
        { src: '/api/static/config/2.svg', alt: 'Artura · 前唇 · 第 2 张' },
      ],
      pdfUrl: '/api/static/pdf/front.pdf',
      pdfFileName: 'Artura 前唇.pdf',
    });
    expect(car.tabs[1]).toMatchObject({ id: 5, images: [], pdfUrl: '' });
  });

  it('picks English fields and falls back to Chinese ones', () => {
    const car = carViewFrom('en', detail);
    expect(car.name).toBe('Artura');
    expect(car.brandName).toBe('McLaren');
    expect(car.bodyHtml).toBe('<p>First.</p><p>Second.</p>');
    expect(car.tabs.map((tab) => tab.name)).toEqual(['Front splitters', '单片锻造轮毂']);
    expect(car.tabs[0]?.pdfFileName).toBe('Artura Front splitters.pdf');
  });

  it("shows the editor's HTML formatted and cleaned, and its words alone for meta", () => {
    const car = carViewFrom('zh', {
      ...detail,
      carContents: '<p>碳纤维<strong>前唇</strong>&amp;尾翼</p><p>第二段<script>alert(1)</script></p>',
    });
    expect(car.bodyHtml).toBe('<p>碳纤维<strong>前唇</strong>&amp;尾翼</p><p>第二段</p>');
    expect(car.bodyText).toBe('碳纤维前唇&尾翼 第二段');
    expect(car.description).toBe('标题碳纤维前唇&尾翼 第二段');
  });

  it('describes the car by its title and words, shortened, or by its name when it has none', () => {
    const long = carViewFrom('en', { ...detail, carContentsEn: `<p>${'Carbon widebody. '.repeat(20)}</p>` });
    expect(long.description).toMatch(/^Title Carbon widebody\. /);
    expect(long.description.length).toBeLessThanOrEqual(150);
    expect(long.description.endsWith('…')).toBe(true);
    const bare = carViewFrom('en', {
      ...detail,
      carTitlesEn: '',
      carTitles: '',
      carContentsEn: '',
      carContents: '',
    });
    expect(bare.description).toContain('Artura');
  });

  it('gives a gallery its cover and pictures, each once', () => {
    const [gallery] = carViewFrom('en', detail).galleries;
    expect(gallery).toEqual({
      id: 9,
      name: 'By night',
      cover: '/api/static/gallery/a.svg',
      images: [
        { src: '/api/static/gallery/a.svg', alt: 'By night 1' },
        { src: '/api/static/gallery/b.svg', alt: 'By night 2' },
      ],
    });
  });

  it('has no video unless isVideo is "1"', () => {
    expect(carViewFrom('zh', { ...detail, isVideo: '0' }).video).toBeNull();
  });
});

describe('brochureFileName', () => {
  it('joins car and type names and keeps the name safe to save', () => {
    expect(brochureFileName('720S', '前唇与前铲')).toBe('720S 前唇与前铲.pdf');
    expect(brochureFileName('AMG G 63', 'Wheels / Tyres')).toBe('AMG G 63 Wheels Tyres.pdf');
    expect(brochureFileName('', '')).toBe('brochure.pdf');
  });
});

describe('parts', () => {
  it('shapes a part and links it back to its car', () => {
    const part = partViewFrom('en', {
      id: 70,
      name: '后扩散器',
      nameEn: 'Rear diffuser',
      productImgFileUrl: 'part/diffuser.svg',
      specs: '干碳',
      specsEn: 'Dry carbon',
      quantity: 2,
      typeName: '后扩散器',
      typeNameEn: 'Rear diffusers',
    });
    expect(part).toEqual({
      id: 70,
      name: 'Rear diffuser',
      specs: 'Dry carbon',
      quantity: 2,
      typeName: 'Rear diffusers',
      image: '/api/static/part/diffuser.svg',
    });
    const href = partHref(70, { id: 1, name: '720S Widebody & Co' });
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/product/info/70');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'car',
      fromPath: '/car/1',
      fromName: '720S Widebody & Co',
      carId: '1',
    });
  });
});

describe('tabTarget', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabTarget('Home', 2, 3)).toBe(0);
    expect(tabTarget('End', 0, 3)).toBe(2);
    expect(tabTarget('Enter', 0, 3)).toBeNull();
    expect(tabTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
