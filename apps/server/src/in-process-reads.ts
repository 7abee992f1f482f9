// The narrower reads the web app running in this process may use instead of public calls
// (packages/contract/src/in-process.ts): the same visibility rules and order, fewer fields or rows.
import type { InProcessReads } from '@refit/contract/in-process';
import type { Db } from './db/connect.ts';
import { currentDb } from './db/read-scope.ts';
import { findVisibleBrand, listMenuBrands } from './modules/brand/repository.ts';
import { listListedCars } from './modules/car/repository.ts';
import { listFocalPoints } from './modules/media/repository.ts';
import { listSectionTypes, pageSectionItems } from './modules/product/repository.ts';

export function inProcessReads(db: Db): InProcessReads {
  return {
    // A draft preview's page reads through its transaction (db/read-scope.ts).
    menuBrands: () => listMenuBrands(currentDb(db)),
    listedCars: () => listListedCars(currentDb(db)),
    sectionTypes: (category) => listSectionTypes(currentDb(db), category),
    focalPoints: () => listFocalPoints(currentDb(db)),
    brand: (id) => findVisibleBrand(currentDb(db), id),
    sectionItemsPage: (category, offset, limit) =>
      pageSectionItems(currentDb(db), category, { offset, limit }),
  };
}
