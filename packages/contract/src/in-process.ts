// Reads a server offers the web app it runs in the same process, narrower than the public calls of
// SPEC section 7: the shell lists brands without their slideshows, the catalogue's filters take every
// listed car in one read instead of one call per brand, and a catalogue page's tiles take the
// section's product types instead of every item of the section; the section page reads one page of
// its items in the order it shows them, and the brand page its one brand. The public calls do not
// change; a web app pointed at another backend uses them instead.
import type { ProductCategory } from './constants.ts';
import type { Brand, Car, ProductSectionItem } from './entities.ts';

/** A brand as the menu and the filters show it: getBrandList's fields without slideshow and keywords. */
export type MenuBrand = Pick<
  Brand,
  'id' | 'brandName' | 'brandNameEn' | 'brandIconUrl' | 'isShowMenu' | 'publishStatus' | 'sortOrder' | 'slug'
>;

/** A product type of a catalogue section, as its items carry it. */
export type SectionProductType = Pick<ProductSectionItem, 'typeId' | 'typeName' | 'typeNameEn'>;

/** A page of a section's items, in the section page's order, and how many there are in all. */
export interface SectionItemsPage {
  items: ProductSectionItem[];
  total: number;
}

export interface InProcessReads {
  /** getBrandList's brands (listed ones, in sort order), narrowed to MenuBrand. */
  menuBrands(): Promise<MenuBrand[]>;
  /** Every car getCarList answers, for all listed brands at once, in each brand's car order. */
  listedCars(): Promise<Car[]>;
  /** The distinct types of getIndexProductList's items for a section, in the order they first occur. */
  sectionTypes(category: ProductCategory): Promise<SectionProductType[]>;
  /**
   * The focal points of media library images not centred, as CSS object-position values
   * (`"30% 70%"`) by media id or site address: pages crop their pictures around them.
   */
  focalPoints(): Promise<FocalPoints>;
  /**
   * Items `offset` to `offset + limit` of getIndexProductList's unfiltered items for a section, in
   * the order the section page shows them (interleaveBy type, rules/interleave.ts), and the total.
   */
  sectionItemsPage(category: ProductCategory, offset: number, limit: number): Promise<SectionItemsPage>;
  /** The brand getBrandList answers with this id (slideshow and keywords included), or undefined. */
  brand(id: number): Promise<Brand | undefined>;
}

/**
 * Media id (an upload) or `/api/static/<path>` address (one of the site's own files in the library)
 * -> CSS object-position of its focal point; absent files are centred.
 */
export type FocalPoints = Record<number | string, string>;
