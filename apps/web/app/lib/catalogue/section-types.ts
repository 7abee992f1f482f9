// The product types of a catalogue section, i.e. its category tiles. The menu tree names them
// (children of the section's top entry, with their link and tile icon); the section's product
// list carries their ids. Menu links are either /<section>/<id> or a named page such as
// /wheels/single-piece, whose id is found by matching the menu entry's name to a type name.
import type { MenuItem, ProductCategory, ProductSectionItem, UiLanguage } from '@refit/contract';
import { isMenuItemShown, parsePositiveId } from '@refit/contract/rules';
import { imageUrl } from '../api/image-url.ts';
import { pickText } from '../i18n/pick-text.ts';
import type { SectionType } from './catalogue-types.ts';

/** What the type resolution needs of a product: its type. */
export type TypedItem = Pick<ProductSectionItem, 'typeId' | 'typeName' | 'typeNameEn'>;

interface ItemType {
  id: number;
  name: string;
  nameEn: string;
}

/** The path of a menu link without query or hash, e.g. "/wheels/single-piece?menuId=22" → "/wheels/single-piece". */
export function linkPath(link: string): string {
  const end = link.search(/[?#]/);
  const path = end === -1 ? link : link.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function sectionEntry(menu: readonly MenuItem[], category: ProductCategory): MenuItem | undefined {
  return menu.find((item) => linkPath(item.menuLink) === `/${category}`);
}

/** Distinct types of the section's products, in list order. */
function typesOfItems(items: readonly TypedItem[]): ItemType[] {
  const seen = new Map<number, ItemType>();
  for (const item of items) {
    if (!seen.has(item.typeId)) {
      seen.set(item.typeId, { id: item.typeId, name: item.typeName, nameEn: item.typeNameEn });
    }
  }
  return [...seen.values()];
}

const normalise = (text: string) => text.trim().toLowerCase();

function matchByName(entry: MenuItem, types: readonly ItemType[]): ItemType | undefined {
  return types.find(
    (type) =>
      (entry.name !== '' && normalise(entry.name) === normalise(type.name)) ||
      (entry.nameEn !== '' && normalise(entry.nameEn) === normalise(type.nameEn)),
  );
}

export interface SectionTypeSources {
  category: ProductCategory;
  lang: UiLanguage;
  /** The menu tree; empty when it failed to load. */
  menu: readonly MenuItem[];
  /** The section's products (getIndexProductList); empty when they failed to load. */
  items: readonly TypedItem[];
}

export function resolveSectionTypes({ category, lang, menu, items }: SectionTypeSources): SectionType[] {
  const itemTypes = typesOfItems(items);
  const result: SectionType[] = [];
  const taken = new Set<number>();
  const prefix = `/${category}/`;

  const children = [...(sectionEntry(menu, category)?.childList ?? [])]
    .filter(isMenuItemShown)
    .sort((a, b) => a.sortOrder - b.sortOrder);

  for (const entry of children) {
    const path = linkPath(entry.menuLink);
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const id = parsePositiveId(rest) ?? matchByName(entry, itemTypes)?.id;
    if (id === undefined || taken.has(id)) continue;
    taken.add(id);
    result.push({
      id,
      name: pickText(lang, entry.name, entry.nameEn),
      icon: imageUrl(entry.fileUrl),
      href: path,
    });
  }

  // Types with products but no menu entry (or no menu at all) still get a tile.
  for (const type of itemTypes) {
    if (taken.has(type.id)) continue;
    taken.add(type.id);
    result.push({
      id: type.id,
      name: pickText(lang, type.name, type.nameEn),
      icon: '',
      href: `${prefix}${type.id}`,
    });
  }
  return result;
}

/** The type behind a named type page such as /wheels/single-piece, if the menu names one. */
export function typeForPath(types: readonly SectionType[], path: string): SectionType | undefined {
  const wanted = linkPath(path);
  return types.find((type) => type.href === wanted);
}
