// The source's records as the rows they become here, in the order they are written (an item after
// those it refers to): the columns follow the API's field names (db/schema.ts), so a record maps
// onto its row; what the API does not carry is derived (order from the source's lists, flags from
// what the lists show). References are the source's ids, resolved when the item is written.
import { isBrandsEntry } from '../../modules/menu/brands-entry.ts';
import type { ContentType } from '@refit/contract/admin';
import { PRODUCT_CATEGORIES } from '@refit/contract';
import type { MenuItem } from '@refit/contract';
import type { SourceSnapshot } from '../source/source-snapshot.ts';
import { searchAndSharingColumnsOf } from '../../db/search-and-sharing.ts';
import { programmeColumns } from './car-programmes.ts';
import { buildStoryColumns } from './gallery-parts.ts';

export type ImportTable =
  | 'brand'
  | 'product_type'
  | 'car'
  | 'car_gallery'
  | 'product'
  | 'news'
  | 'partner'
  | 'menu_item'
  | 'location'
  | 'common_data';

export interface Reference {
  column: string;
  table: ImportTable;
  sourceId: number | null;
}

export interface ImportItem {
  table: ImportTable;
  type: ContentType;
  /** The source's id (`settings` for the common data, one item). */
  sourceId: string;
  /** The row's columns but its id and references. */
  row: Record<string, unknown>;
  refs: Reference[];
  /** A car's product types (car_product_type rows), written with it. */
  tabs?: { row: Record<string, unknown>; type: Reference }[];
  /** Common data: one row per code. */
  codes?: { code: string; contents: string }[];
}

const ON = '1';

/** An address name for a brand that has none: its English name in lower-case words. */
export function slugOf(name: string, id: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? `brand-${id}` : slug;
}

export function sourceItems(snapshot: SourceSnapshot): ImportItem[] {
  const items: ImportItem[] = [];
  for (const brand of snapshot.brands) {
    const { id, slug, ...row } = brand;
    items.push({
      table: 'brand',
      type: 'brands',
      sourceId: String(id),
      row: { ...row, slug: slug ?? slugOf(brand.brandNameEn, id) },
      refs: [],
    });
  }
  snapshot.productTypes.forEach((type, index) => {
    items.push({
      table: 'product_type',
      type: 'product-types',
      sourceId: String(type.id),
      row: {
        category: type.category ?? PRODUCT_CATEGORIES[0],
        slug: slugOf(type.typeNameEn, type.id),
        typeName: type.typeName,
        typeNameEn: type.typeNameEn,
        iconUrl: '',
        sortOrder: index + 1,
        publishStatus: ON,
      },
      refs: [],
    });
  });
  const carPlace = new Map<number, number>();
  for (const car of snapshot.cars) {
    const place = (carPlace.get(car.brandId) ?? 0) + 1;
    carPlace.set(car.brandId, place);
    const {
      id,
      brandId,
      galleryList: _galleries,
      productInfoList,
      brandName: _b,
      brandNameEn: _be,
      // The stages list products: written after them (car-programmes.ts).
      programme,
      seo,
      ...row
    } = car;
    // A car's icon is in its list entry only; the detail carries the rest.
    items.push({
      table: 'car',
      type: 'cars',
      sourceId: String(id),
      row: {
        ...row,
        ...programmeColumns(programme),
        ...searchAndSharingColumnsOf(seo),
        carIcoUrl: snapshot.carIcons.get(id) ?? '',
        isFeatured: snapshot.featured.has(id) ? ON : '0',
        publishStatus: ON,
        sortOrder: place,
      },
      refs: [{ column: 'brandId', table: 'brand', sourceId: brandId }],
      tabs: productInfoList.map((tab, index) => ({
        row: { slideshowJson: tab.slideshowJson, moMaUrl: tab.moMaUrl, sortOrder: index + 1 },
        type: { column: 'productTypeId', table: 'product_type', sourceId: tab.productTypeId },
      })),
    });
  }
  snapshot.galleries.forEach((gallery, index) => {
    items.push({
      table: 'car_gallery',
      type: 'galleries',
      sourceId: String(gallery.id),
      row: {
        galleryName: gallery.galleryName,
        galleryNameEn: gallery.galleryNameEn,
        coverImgUrl: gallery.coverImgUrl,
        galleryJson: gallery.galleryJson,
        // Its parts list products: written after them (gallery-parts.ts).
        ...buildStoryColumns(gallery.buildStory),
        ...searchAndSharingColumnsOf(gallery.seo),
        sortOrder: index + 1,
        publishStatus: ON,
      },
      refs: [{ column: 'carId', table: 'car', sourceId: gallery.carId }],
    });
  });
  const productPlace = new Map<number, number>();
  for (const product of snapshot.products) {
    const place = (productPlace.get(product.typeId) ?? 0) + 1;
    productPlace.set(product.typeId, place);
    items.push({
      table: 'product',
      type: 'products',
      sourceId: String(product.id),
      row: {
        name: product.name,
        nameEn: product.nameEn,
        productImgFileUrl: product.productImgFileUrl,
        imagesJson: product.imagesJson,
        specs: product.specs,
        specsEn: product.specsEn,
        quantity: product.quantity,
        description: product.description,
        descriptionEn: product.descriptionEn,
        // The sizes and fitted models name cars: written after them (wheel-fitments.ts).
        fitmentNote: product.fitment?.note ?? '',
        fitmentNoteEn: product.fitment?.noteEn ?? '',
        ...searchAndSharingColumnsOf(product.seo),
        sortOrder: place,
        publishStatus: ON,
      },
      refs: [
        { column: 'typeId', table: 'product_type', sourceId: product.typeId },
        { column: 'carId', table: 'car', sourceId: product.carId },
      ],
    });
  }
  snapshot.news.forEach((story, index) => {
    const { id, brandId, seo, ...row } = story;
    items.push({
      table: 'news',
      type: 'news',
      sourceId: String(id),
      row: { ...row, ...searchAndSharingColumnsOf(seo), sortOrder: index + 1, publishStatus: ON },
      refs: [{ column: 'brandId', table: 'brand', sourceId: brandId }],
    });
  });
  snapshot.partners.forEach((partner, index) => {
    const { id, ...row } = partner;
    items.push({
      table: 'partner',
      type: 'partners',
      sourceId: String(id),
      row: { ...row, sortOrder: index + 1, publishStatus: ON },
      refs: [],
    });
  });
  const addMenu = (item: MenuItem, parentId: number | null) => {
    const { id, childList, ...row } = item;
    items.push({
      table: 'menu_item',
      type: 'menus',
      sourceId: String(id),
      row: { ...row, categoryCode: 'home_page', publishStatus: ON },
      refs: [{ column: 'parentId', table: 'menu_item', sourceId: parentId }],
    });
    // The Brands entry's subitems are the brands themselves, made by the server: not stored.
    if (isBrandsEntry({ parentId, menuLink: item.menuLink })) return;
    for (const child of childList) addMenu(child, id);
  };
  for (const item of snapshot.menus) addMenu(item, null);
  for (const location of snapshot.locations ?? []) {
    const { id, ...row } = location;
    items.push({
      table: 'location',
      type: 'locations',
      sourceId: String(id),
      row: { ...row, publishStatus: ON },
      refs: [],
    });
  }
  if (snapshot.commonData.size > 0)
    items.push({
      table: 'common_data',
      type: 'settings',
      sourceId: 'settings',
      row: {},
      refs: [],
      // In one order whatever order the answers came in, so an unchanged site has an unchanged digest.
      codes: [...snapshot.commonData]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, contents]) => ({ code, contents })),
    });
  return items;
}
