// The workshop in Shanghai and two partner service points, with coordinates in GCJ-02 (as Amap and
// every map sold in China reads them) and photographs the demo already has.
import type { LocationTable } from '../schema.ts';
import { galleryImage, newsImage } from './artwork/catalog.ts';
import { fileList } from './types.ts';
import type { DemoRows, Row } from './types.ts';

const lines = (...items: string[]) => items.join('\n');

export const locations: Row<LocationTable>[] = [
  {
    id: 1,
    name: '上海旗舰工坊',
    nameEn: 'Shanghai Flagship Workshop',
    city: '上海',
    cityEn: 'Shanghai',
    address: '上海市嘉定区叶城路 88 号',
    addressEn: 'No. 88 Yecheng Road, Jiading District, Shanghai',
    openingHours: '周二至周日 10:00–19:00，周一及法定节假日休息',
    openingHoursEn: 'Tue–Sun 10:00–19:00, closed on Mondays and public holidays',
    phone: '+86 21 6000 2007',
    wechatId: 'RuijieTuning',
    // The workshop bay, the autoclave and the trim shop.
    photosJson: fileList([newsImage(11), newsImage(3), newsImage(9)]),
    latitude: 31.350412,
    longitude: 121.248836,
    services: lines('干碳空气动力套件定制与安装', '锻造轮毂选配与四轮定位', '内饰定制', '漆面保护膜与镀晶'),
    servicesEn: lines(
      'Dry-carbon aero kits, made and fitted',
      'Forged wheels and alignment',
      'Bespoke interiors',
      'Paint protection film and ceramic coating',
    ),
    sortOrder: 1,
    publishStatus: '1',
  },
  {
    id: 2,
    name: '北京御驰汽车工坊',
    nameEn: 'Yuchi Motor Works Beijing',
    city: '北京',
    cityEn: 'Beijing',
    address: '北京市朝阳区将台路 6 号',
    addressEn: 'No. 6 Jiangtai Road, Chaoyang District, Beijing',
    openingHours: '周一至周六 09:30–18:30',
    openingHoursEn: 'Mon–Sat 09:30–18:30',
    phone: '+86 10 8000 2007',
    wechatId: 'RuijieBeijing',
    photosJson: fileList([newsImage(2), galleryImage('porsche', 1, 1), newsImage(5)]),
    latitude: 39.972154,
    longitude: 116.493372,
    services: lines('授权合作网点', '空气动力套件安装', '锻造轮毂安装与四轮定位', '漆面保护膜'),
    servicesEn: lines(
      'Authorised partner',
      'Aero kit fitting',
      'Forged wheel fitting and alignment',
      'Paint protection film',
    ),
    sortOrder: 2,
    publishStatus: '1',
  },
  {
    id: 3,
    name: '深圳湾区性能中心',
    nameEn: 'Bay Area Performance Centre Shenzhen',
    city: '深圳',
    cityEn: 'Shenzhen',
    address: '深圳市南山区沙河西路 3011 号',
    addressEn: 'No. 3011 Shahe West Road, Nanshan District, Shenzhen',
    openingHours: '每日 10:00–20:00',
    openingHoursEn: 'Daily 10:00–20:00',
    phone: '+86 755 8600 2007',
    wechatId: 'RuijieShenzhen',
    photosJson: fileList([newsImage(12), newsImage(10), galleryImage('lamborghini', 1, 2)]),
    latitude: 22.545231,
    longitude: 113.952617,
    services: lines('授权合作网点', '空气动力套件安装', '排气系统升级', '漆面保护膜与镀晶'),
    servicesEn: lines(
      'Authorised partner',
      'Aero kit fitting',
      'Exhaust upgrades',
      'Paint protection film and ceramic coating',
    ),
    sortOrder: 3,
    publishStatus: '1',
  },
];

export const demoRows = { location: locations } satisfies DemoRows;
