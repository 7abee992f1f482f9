// The narrower reads the web app running in this process may use instead of public calls
// (packages/contract/src/in-process.ts): the same visibility rules and order, fewer fields or rows.
import type { InProcessReads } from '@refit/contract/in-process';
import type { Db } from '../db/connect.ts';
import { findVisibleBrand, listMenuBrands } from '../modules/brand/repository.ts';
import { listListedCars } from '../modules/car/repository.ts';
import { listSectionTypes, pageSectionItems } from '../modules/product/repository.ts';

export function inProcessReads(db: Db): InProcessReads {
  return {
    menuBrands: () => listMenuBrands(db),
    listedCars: () => listListedCars(db),
    sectionTypes: (category) => listSectionTypes(db, category),
    brand: (id) => findVisibleBrand(db, id),
    sectionItemsPage: (category, offset, limit) => pageSectionItems(db, category, { offset, limit }),
  };
}
