// What the car page renders, already in the visitor's language and with full image URLs.
import type { UiLanguage } from '@refit/contract';
import type { ContactRule } from '@refit/contract/rules';
import type { WorkshopBooking } from '../../lib/contact/booking-form-settings.server.ts';
import type { ProgrammeView } from './programme/programme-view.ts';
import type { VideoSource } from './video/video-url.ts';
import type { PageSharing } from '../../lib/search-and-sharing.ts';

export interface CarImage {
  src: string;
  alt: string;
}

/** A product type of the car: a tab with its configuration pictures and brochure. */
export interface ProductTab {
  id: number;
  name: string;
  images: CarImage[];
  /** PDF address; empty when the type has no brochure. */
  pdfUrl: string;
  /** Name the brochure is saved under: car name + type name + .pdf. */
  pdfFileName: string;
}

export interface PartView {
  id: number;
  name: string;
  specs: string;
  quantity: number;
  typeName: string;
  image: string;
}

export interface GalleryView {
  id: number;
  name: string;
  cover: string;
  /** The cover first, then the gallery's pictures, each once. */
  images: CarImage[];
}

export interface CarView {
  id: number;
  brandId: number;
  name: string;
  brandName: string;
  image: string;
  title: string;
  /** The description as the page shows it: HTML cleaned with the site's allow-list. */
  bodyHtml: string;
  /** The description's words alone. */
  bodyText: string;
  /** The page's description (meta tags, share card, structured data): title and words, shortened. */
  description: string;
  keywords: string;
  /** What plays the car's video; null when it has none. */
  video: VideoSource | null;
  tabs: ProductTab[];
  galleries: GalleryView[];
  /** The tuning programme's section, shaped on the server; null when the car has none. */
  programme: ProgrammeView | null;
  /** The car's own words and picture for search engines and chat apps, when an editor wrote any. */
  sharing?: PageSharing | undefined;
}

/** Parts of one product type as the page holds them. */
export type PartsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; parts: PartView[] };

export interface CarPageData {
  lang: UiLanguage;
  car: CarView;
  /** Read by the brand sidebar to keep the car's brand marked. */
  brandId: number;
  /** Parts of the first tab, loaded with the page. */
  firstParts: { typeId: number; state: PartsState } | null;
  /** The link to the wheels that fit this car, worded; null when none do. */
  fittingWheels: { label: string; href: string } | null;
  /** Which contact details the page's booking form requires. */
  contactRule: ContactRule;
  /** Workshop booking on the form, when owners have it on (decision 0065). */
  workshopBooking: WorkshopBooking | null;
}

/** The API could not answer: the page says so instead of the car. */
export interface CarFailedData {
  lang: UiLanguage;
  failed: true;
  carId: number;
}
