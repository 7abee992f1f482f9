// A modification gallery as the lists show it, in the visitor's language with a full image URL.
export interface GalleryCardView {
  id: number;
  name: string;
  carId: number;
  carName: string;
  brandName: string;
  image: string;
}

/** One or more pages of a paged gallery list, appended in order. */
export interface GalleryPageView {
  items: GalleryCardView[];
  /** The last page loaded. */
  current: number;
  pages: number;
  total: number;
}
