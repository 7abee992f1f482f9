// What the product page renders, already in the visitor's language and with full image URLs.
import type { ProductCategory } from '@refit/contract';

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
  specs: string;
  quantity: number;
  description: string;
  images: ProductImage[];
}
