// What the product page renders, already in the visitor's language and with full image URLs.
import type { ProductCategory } from '@refit/contract';
import type { PageSharing } from '../../lib/search-and-sharing.ts';
import type { FitmentView } from './fitment/fitment-view.ts';
import type { SeenOnView } from './seen-on-view.ts';

export interface ProductImage {
  src: string;
}

export interface ProductView {
  id: number;
  name: string;
  /** The section the product belongs to; null when the API names none we know. */
  category: ProductCategory | null;
  typeName: string;
  /** The type's catalogue page, e.g. /wheels/single-piece. */
  typeHref: string;
  brandName: string;
  carName: string;
  carId: number | null;
  /** Plain text; its line breaks are kept on the page. */
  specs: string;
  quantity: number;
  /** The description as the page shows it: HTML cleaned with the site's allow-list. */
  descriptionHtml: string;
  /** The description's words alone, for structured data. */
  descriptionText: string;
  /** The page's description (meta tags, share card): type, car and words, shortened. */
  description: string;
  images: ProductImage[];
  /** The product's own words and picture for search engines and chat apps, when an editor wrote any. */
  sharing?: PageSharing | undefined;
  /** A wheel's sizes and the models it fits, shaped and worded; null when it has none. */
  fitment: FitmentView | null;
  /** The builds that used the product ("seen on these builds"); null when none lists it. */
  seenOn: SeenOnView | null;
}
