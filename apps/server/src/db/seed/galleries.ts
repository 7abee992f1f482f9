// Modification galleries: two per car for the first two models of a brand, one for the third; a
// few tell their build's story (build-stories.ts).
import type { CarGalleryTable } from '../schema.ts';
import { galleryImage } from './artwork/catalog.ts';
import { buildStoryColumns } from './build-stories.ts';
import { carId, carSources } from './cars.ts';
import { fileList } from './types.ts';
import type { Row } from './types.ts';

const scenes: [string, string][] = [
  ['外滩夜色', 'The Bund by Night'],
  ['上海国际赛车场赛道日', 'Track Day at Shanghai International Circuit'],
  ['工坊细节实拍', 'Details from the Workshop'],
  ['滨江晨光', 'Riverside at Dawn'],
  ['千岛湖环湖公路', 'The Qiandao Lake Loop'],
  ['交付仪式', 'Handover Day'],
  ['莫干山弯道', 'Moganshan Switchbacks'],
  ['摄影棚写真', 'Studio Portraits'],
  ['天目山盘山公路', 'Tianmu Mountain Pass'],
  ['陆家嘴天际线', 'Under the Lujiazui Skyline'],
  ['宁波国际赛道', 'Ningbo International Circuit'],
  ['雨夜街拍', 'Streets on a Rainy Night'],
];

function build(): Row<CarGalleryTable>[] {
  const rows: Row<CarGalleryTable>[] = [];
  for (const car of carSources) {
    const count = car.n <= 2 ? 2 : 1;
    for (let g = 0; g < count; g++) {
      const id = rows.length + 1;
      const [scene, sceneEn] = scenes[(id - 1) % scenes.length] ?? ['', ''];
      // The second gallery of a car opens on a different shot.
      const shots = [1, 2, 3, 4].map((k) => galleryImage(car.slug, car.n, ((k - 1 + g * 2) % 4) + 1));
      rows.push({
        id,
        carId: carId(car.slug, car.n),
        galleryName: `${car.name} · ${scene}`,
        galleryNameEn: `${car.nameEn} · ${sceneEn}`,
        coverImgUrl: shots[0] ?? '',
        galleryJson: fileList(shots),
        sortOrder: g + 1,
        ...buildStoryColumns(id),
      });
    }
  }
  return rows;
}

export const galleries: Row<CarGalleryTable>[] = build();
