// Every family of stored list positions (db/list-positions.ts), for what handles them all: the
// benchmark that times their computation, the tests that read from them.
import type { ListFamily } from './db/list-positions.ts';
import { galleryLists } from './modules/gallery/repository.ts';
import { newsLists } from './modules/news/repository.ts';
import { productLists } from './modules/product/repository.ts';

export const LIST_FAMILIES: readonly ListFamily[] = [productLists, newsLists, galleryLists];
