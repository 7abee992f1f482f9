// Result shapes of the content API (SPEC section 3). Field names follow the spec;
// fields it leaves out are our own, documented in docs/api.md.
import { z } from 'zod';
import { WHEEL_AXLES } from './rules/fitment.ts';

/** "1" or "0": flags travel as strings, as in the company's existing backend. */
const flag = z.enum(['0', '1']);
const id = z.number().int().positive();

/** Slides, gallery images and configuration images are JSON strings holding arrays of `{ fileUrl }`. */
export const fileItemSchema = z.object({ fileUrl: z.string() });
export type FileItem = z.infer<typeof fileItemSchema>;

export const brandSlideSchema = z.object({
  slideshowImg: z.string().optional(),
  fileUrl: z.string().optional(),
  slideshowLink: z.string().optional(),
  slideshowTitle: z.string().optional(),
  slideshowTitleEn: z.string().optional(),
  slideshowContent: z.string().optional(),
  slideshowContentEn: z.string().optional(),
});
export type BrandSlide = z.infer<typeof brandSlideSchema>;

export const brandSchema = z.object({
  id,
  brandName: z.string(),
  brandNameEn: z.string(),
  brandIconUrl: z.string(),
  isShowMenu: flag,
  publishStatus: flag,
  sortOrder: z.number().int(),
  keyword: z.string(),
  keywordEn: z.string(),
  /** JSON string: BrandSlide[] */
  slideshowJson: z.string(),
  /** Address name of the brand (/brand/porsche); our server sends it, other backends may not. */
  slug: z.string().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

export interface MenuItem {
  id: number;
  name: string;
  nameEn: string;
  menuLink: string;
  isShow: '0' | '1';
  sortOrder: number;
  fileUrl: string;
  childList: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id,
    name: z.string(),
    nameEn: z.string(),
    menuLink: z.string(),
    isShow: flag,
    sortOrder: z.number().int(),
    fileUrl: z.string(),
    childList: z.array(menuItemSchema),
  }),
);

export const partnerSchema = z.object({
  id,
  partnersName: z.string(),
  partnersNameEn: z.string(),
  partnersIconUrl: z.string(),
  partnersLink: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A workshop or partner service point (getLocationList). */
export const locationSchema = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  city: z.string(),
  cityEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  openingHours: z.string(),
  openingHoursEn: z.string(),
  /** As people write it ("+86 21 6000 2007"); empty when none. */
  phone: z.string(),
  wechatId: z.string(),
  /** JSON string: FileItem[] */
  photosJson: z.string(),
  /** GCJ-02 degrees, the coordinates Chinese maps (Amap, Baidu with coord_type=gcj02, Apple) use. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** One service a line. */
  services: z.string(),
  servicesEn: z.string(),
  sortOrder: z.number().int(),
});
/** Named apart from the DOM's and the router's `Location`. */
export type ServiceLocation = z.infer<typeof locationSchema>;

export const commonDataSchema = z.object({
  code: z.string(),
  /** JSON string; its shape depends on the code (see common-data.ts). */
  contents: z.string(),
});
export type CommonData = z.infer<typeof commonDataSchema>;

export const indexListItemSchema = z.object({
  id,
  carName: z.string(),
  carNameEn: z.string(),
  brandName: z.string(),
  brandNameEn: z.string(),
  carImgUrl: z.string(),
});
export type IndexListItem = z.infer<typeof indexListItemSchema>;

export const carSchema = z.object({
  id,
  brandId: id,
  carName: z.string(),
  carNameEn: z.string(),
  carIcoUrl: z.string(),
  carImgUrl: z.string(),
});
export type Car = z.infer<typeof carSchema>;

export const carGalleryEntrySchema = z.object({
  id,
  galleryName: z.string(),
  galleryNameEn: z.string(),
  coverImgUrl: z.string(),
  /** JSON string: FileItem[] */
  galleryJson: z.string(),
});
export type CarGalleryEntry = z.infer<typeof carGalleryEntrySchema>;

export const productInfoEntrySchema = z.object({
  productTypeId: id,
  productTypeName: z.string(),
  productTypeNameEn: z.string(),
  /** JSON string: FileItem[] (configuration images) */
  slideshowJson: z.string(),
  /** PDF address; empty when the type has no brochure. */
  moMaUrl: z.string(),
});
export type ProductInfoEntry = z.infer<typeof productInfoEntrySchema>;

/** A product as listed (getProductListByPageSimple). */
export const productListItemSchema = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  productImgFileUrl: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** A figure before and after the programme. */
export const figurePairSchema = z.object({ stock: z.number(), tuned: z.number() });
export type FigurePair = z.infer<typeof figurePairSchema>;

/** A stage of a car's programme (Stage 1, Stage 2) with its parts, published products only, in order. */
export const carStageSchema = z.object({
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  parts: z.array(productListItemSchema),
});
export type CarStage = z.infer<typeof carStageSchema>;

/**
 * A car's tuning programme, our own addition to getRefitCarInfo: figures stock and tuned (power
 * in kW, torque in Nm, 0–100 km/h in s; each pair null when not given), the weight it saves (kg),
 * its price from (whole yuan; null is "price on request"), its stages and a compliance note.
 */
export const carProgrammeSchema = z.object({
  powerKw: figurePairSchema.nullable(),
  torqueNm: figurePairSchema.nullable(),
  zeroTo100: figurePairSchema.nullable(),
  weightSavedKg: z.number().nullable(),
  priceFromCny: z.number().int().nullable(),
  complianceNote: z.string(),
  complianceNoteEn: z.string(),
  stages: z.array(carStageSchema),
});
export type CarProgramme = z.infer<typeof carProgrammeSchema>;
/**
 * An item page's own words and picture for search engines and chat apps, in both languages, when an
 * editor wrote any (`content-types/search-and-sharing.ts`); absent otherwise, and empty strings fall
 * back to the content. An addition to SPEC section 7's records.
 */
export const searchAndSharingSchema = z.object({
  seoTitle: z.string(),
  seoTitleEn: z.string(),
  seoDescription: z.string(),
  seoDescriptionEn: z.string(),
  shareImgUrl: z.string(),
});
export type SearchAndSharing = z.infer<typeof searchAndSharingSchema>;

export const carDetailSchema = z.object({
  id,
  brandId: id,
  carName: z.string(),
  carNameEn: z.string(),
  brandName: z.string(),
  brandNameEn: z.string(),
  carImgUrl: z.string(),
  carTitles: z.string(),
  carTitlesEn: z.string(),
  carContents: z.string(),
  carContentsEn: z.string(),
  keyword: z.string(),
  keywordEn: z.string(),
  isVideo: flag,
  videoUrl: z.string(),
  galleryList: z.array(carGalleryEntrySchema),
  productInfoList: z.array(productInfoEntrySchema),
  /** The car's tuning programme; our server sends it when the editors filled any of it, other backends may not. */
  programme: carProgrammeSchema.optional(),
  seo: searchAndSharingSchema.optional(),
});
export type CarDetail = z.infer<typeof carDetailSchema>;

/** A part of a car's configuration (getProductListByPage). */
export const partSchema = productListItemSchema.extend({
  specs: z.string(),
  specsEn: z.string(),
  quantity: z.number().int().nonnegative(),
  typeName: z.string(),
  typeNameEn: z.string(),
});
export type Part = z.infer<typeof partSchema>;

/** A size a wheel comes in (decision 0066): inches, J, ET in mm, bolts × circle in mm, bore in mm. */
export const wheelSizeSchema = z.object({
  axle: z.enum(WHEEL_AXLES),
  diameterIn: z.number(),
  widthJ: z.number(),
  offsetMm: z.number().int(),
  boltPattern: z.string(),
  centreBoreMm: z.number(),
});
export type WheelSize = z.infer<typeof wheelSizeSchema>;

/** A car model a wheel fits, with its brand: visible cars only, in the editors' order. */
export const fitCarSchema = z.object({
  id,
  brandId: id,
  carName: z.string(),
  carNameEn: z.string(),
  brandName: z.string(),
  brandNameEn: z.string(),
});
export type FitCar = z.infer<typeof fitCarSchema>;

/**
 * A wheel's fitment, our own addition to getProductInfo (decision 0066): its sizes, the models it
 * fits and a note (both languages, '' when none). Sent only for a wheel the editors gave sizes.
 */
export const wheelFitmentSchema = z.object({
  sizes: z.array(wheelSizeSchema),
  cars: z.array(fitCarSchema),
  note: z.string(),
  noteEn: z.string(),
});
export type WheelFitment = z.infer<typeof wheelFitmentSchema>;

/**
 * A wheel's sizes on a list item (getIndexProductList, getProductListByType), our own addition:
 * sent only when the product has sizes, so a card can say "20–21″ · 5x112".
 */
const listedWheelSizes = z.array(wheelSizeSchema).optional();

/** Source of a product card (getProductListByType). */
export const productCardSourceSchema = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  brandName: z.string(),
  brandNameEn: z.string(),
  carName: z.string(),
  carNameEn: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  productImgFileUrl: z.string(),
  carImgUrl: z.string(),
  wheelSizes: listedWheelSizes,
});
export type ProductCardSource = z.infer<typeof productCardSourceSchema>;

/** An item of a catalogue section (getIndexProductList). */
export const productSectionItemSchema = z.object({
  id,
  title: z.string(),
  titleEn: z.string(),
  image: z.string(),
  typeId: id,
  typeName: z.string(),
  typeNameEn: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  wheelSizes: listedWheelSizes,
});
export type ProductSectionItem = z.infer<typeof productSectionItemSchema>;

export const brandGalleryItemSchema = z.object({
  id,
  galleryName: z.string(),
  galleryNameEn: z.string(),
  brandName: z.string(),
  brandNameEn: z.string(),
  carName: z.string(),
  carNameEn: z.string(),
  coverImgUrl: z.string(),
  carId: id,
});
export type BrandGalleryItem = z.infer<typeof brandGalleryItemSchema>;

export const productDetailSchema = productCardSourceSchema.omit({ wheelSizes: true }).extend({
  category: z.string(),
  typeId: id,
  carId: id.nullable(),
  brandId: id.nullable(),
  specs: z.string(),
  specsEn: z.string(),
  quantity: z.number().int().nonnegative(),
  description: z.string(),
  descriptionEn: z.string(),
  /** JSON string: FileItem[] */
  imagesJson: z.string(),
  seo: searchAndSharingSchema.optional(),
  /** A wheel's sizes and fitted models; our server sends it when the editors gave sizes, other backends may not. */
  fitment: wheelFitmentSchema.optional(),
  /**
   * "Seen on these builds": the galleries visitors see whose parts include the product, in the
   * gallery list's order; our server sends it when there is one, other backends may not.
   */
  seenOn: z.array(brandGalleryItemSchema).optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** One side of a build's before/after pair: a picture and its caption in both languages (may be empty). */
export const buildPictureSchema = z.object({
  imgUrl: z.string(),
  caption: z.string(),
  captionEn: z.string(),
});
export type BuildPicture = z.infer<typeof buildPictureSchema>;

/**
 * A gallery's build story, our own addition to getCarGalleryById: the story in both languages
 * (rich text, HTML sanitised by the server), the parts used (published products only, in order)
 * and the before/after pair of pictures (null when there is none).
 */
export const buildStorySchema = z.object({
  story: z.string(),
  storyEn: z.string(),
  parts: z.array(productListItemSchema),
  beforeAfter: z.object({ before: buildPictureSchema, after: buildPictureSchema }).nullable(),
});
export type BuildStory = z.infer<typeof buildStorySchema>;

export const galleryDetailSchema = brandGalleryItemSchema.extend({
  brandId: id,
  /** JSON string: FileItem[] */
  galleryJson: z.string(),
  seo: searchAndSharingSchema.optional(),
  /** The build story; our server sends it when the editors filled any of it, other backends may not. */
  buildStory: buildStorySchema.optional(),
});
export type GalleryDetail = z.infer<typeof galleryDetailSchema>;

export const newsListItemSchema = z.object({
  id,
  brandId: id.nullable(),
  title: z.string(),
  titleEn: z.string(),
  tag: z.string(),
  tagEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  coverImgUrl: z.string(),
  /** ISO date, YYYY-MM-DD */
  publishDate: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsDetailSchema = newsListItemSchema.extend({
  /** Rich text (HTML), sanitised by the server before it is sent. */
  content: z.string(),
  contentEn: z.string(),
  seo: searchAndSharingSchema.optional(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    current: z.number().int().positive(),
  });
}
export interface Paged<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
}
