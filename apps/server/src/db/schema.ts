// The one typed view of the database, shared by every repository.
// Column names follow the API's field names, so rows map to answers without renaming.
import type { Generated } from 'kysely';
import type { SEARCH_AND_SHARING_COLUMNS } from '@refit/contract/content-types';

type Flag = '0' | '1';

export interface BrandTable {
  id: Generated<number>;
  slug: string;
  brandName: string;
  brandNameEn: string;
  brandIconUrl: string;
  isShowMenu: Flag;
  publishStatus: Flag;
  sortOrder: number;
  keyword: string;
  keywordEn: string;
  slideshowJson: string;
}

export interface MenuItemTable {
  id: Generated<number>;
  parentId: number | null;
  categoryCode: string;
  name: string;
  nameEn: string;
  menuLink: string;
  isShow: Flag;
  sortOrder: number;
  fileUrl: string;
  publishStatus: Generated<Flag>;
}

export interface PartnerTable {
  id: Generated<number>;
  partnersName: string;
  partnersNameEn: string;
  partnersIconUrl: string;
  partnersLink: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
}

export interface CommonDataTable {
  code: string;
  contents: string;
}

/** An item page's own words and share picture (migration 0022): '' when the editor wrote none. */
type SearchAndSharingColumns = Record<(typeof SEARCH_AND_SHARING_COLUMNS)[number], Generated<string>>;

export interface CarTable extends SearchAndSharingColumns {
  id: Generated<number>;
  brandId: number;
  carName: string;
  carNameEn: string;
  carIcoUrl: string;
  carImgUrl: string;
  carTitles: string;
  carTitlesEn: string;
  carContents: string;
  carContentsEn: string;
  keyword: string;
  keywordEn: string;
  isVideo: Flag;
  videoUrl: string;
  /** "1" puts the car in the home page's featured list. */
  isFeatured: Flag;
  publishStatus: Flag;
  sortOrder: number;
  /** The tuning programme's figures (null when not given): kW, Nm, seconds 0–100 km/h, kg, yuan. */
  stockPowerKw: number | null;
  tunedPowerKw: number | null;
  stockTorqueNm: number | null;
  tunedTorqueNm: number | null;
  stockZeroTo100: number | null;
  tunedZeroTo100: number | null;
  weightSavedKg: number | null;
  priceFromCny: number | null;
  complianceNote: Generated<string>;
  complianceNoteEn: Generated<string>;
}

/** A stage of a car's tuning programme (Stage 1, Stage 2), in order. */
export interface CarStageTable {
  id: Generated<number>;
  carId: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  sortOrder: number;
}

/** A product listed in a stage of a car's programme, in order. */
export interface CarStagePartTable {
  id: Generated<number>;
  stageId: number;
  productId: number;
  sortOrder: number;
}

export interface CarGalleryTable extends SearchAndSharingColumns {
  id: Generated<number>;
  carId: number;
  galleryName: string;
  galleryNameEn: string;
  coverImgUrl: string;
  galleryJson: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
  /** The build story in both languages: rich HTML, cleaned on save ('' when none). */
  story: Generated<string>;
  storyEn: Generated<string>;
  /** The before/after pair: both pictures or neither, each with its caption ('' when none). */
  beforeImgUrl: Generated<string>;
  afterImgUrl: Generated<string>;
  beforeCaption: Generated<string>;
  beforeCaptionEn: Generated<string>;
  afterCaption: Generated<string>;
  afterCaptionEn: Generated<string>;
}

/** A product a gallery's build used, in order ("seen on these builds" on the product's page). */
export interface GalleryPartTable {
  id: Generated<number>;
  galleryId: number;
  productId: number;
  sortOrder: number;
}

export interface ProductTypeTable {
  id: Generated<number>;
  category: string;
  slug: string;
  typeName: string;
  typeNameEn: string;
  iconUrl: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
}

/** A product type as offered for one car: the tabs of the car page. */
export interface CarProductTypeTable {
  id: Generated<number>;
  carId: number;
  productTypeId: number;
  slideshowJson: string;
  moMaUrl: string;
  sortOrder: number;
}

export interface ProductTable extends SearchAndSharingColumns {
  id: Generated<number>;
  typeId: number;
  carId: number | null;
  name: string;
  nameEn: string;
  productImgFileUrl: string;
  imagesJson: string;
  specs: string;
  specsEn: string;
  quantity: number;
  description: string;
  descriptionEn: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
  /** A wheel's fitment note (longer bolts, hub rings); '' when none. */
  fitmentNote: Generated<string>;
  fitmentNoteEn: Generated<string>;
}

/** A size a wheel comes in (inches, J, mm), in order; a staggered set has a front and a rear row. */
export interface ProductWheelSizeTable {
  id: Generated<number>;
  productId: number;
  axle: Generated<string>;
  diameterIn: number;
  widthJ: number;
  offsetMm: number;
  boltPattern: string;
  centreBoreMm: number;
  sortOrder: number;
}

/** A car model a wheel fits, in order. */
export interface ProductFitmentCarTable {
  id: Generated<number>;
  productId: number;
  carId: number;
  sortOrder: number;
}

export interface NewsTable extends SearchAndSharingColumns {
  id: Generated<number>;
  brandId: number | null;
  title: string;
  titleEn: string;
  tag: string;
  tagEn: string;
  summary: string;
  summaryEn: string;
  coverImgUrl: string;
  content: string;
  contentEn: string;
  publishDate: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
}

export interface LocationTable {
  id: Generated<number>;
  name: string;
  nameEn: string;
  city: string;
  cityEn: string;
  address: string;
  addressEn: string;
  openingHours: string;
  openingHoursEn: string;
  phone: string;
  wechatId: string;
  photosJson: string;
  /** GCJ-02 degrees. */
  latitude: number;
  longitude: number;
  /** One service a line. */
  services: string;
  servicesEn: string;
  sortOrder: number;
  publishStatus: Generated<Flag>;
}

export interface ContactEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phoneNum: string;
  /** The visitor's WeChat ID, or empty (decision 0054). */
  wechatId: Generated<string>;
  messageContent: string;
  languages: string;
  clientAddress: string;
  createdAt: string;
  /** new → contacted → quoted → won / lost (see the contract's ENQUIRY_STATUSES). */
  status: Generated<string>;
  assigneeId: number | null;
  notes: Generated<string>;
  updatedAt: string;
  /** The page the enquiry was sent from: car, product or page, resolved by the server. */
  sourceKind: Generated<string>;
  sourceId: number | null;
  sourcePath: Generated<string>;
  sourceTitle: Generated<string>;
  /** The workshop visit asked for (decision 0065): each empty (null) when not given. */
  bookingDate: Generated<string>;
  bookingSlot: Generated<string>;
  workshopId: number | null;
  /** The workshop's name in the enquiry's language when it arrived. */
  workshopName: Generated<string>;
  /** The car's VIN in capitals. */
  vin: Generated<string>;
}

/** A new-enquiry notice waiting to be sent (or sent), one row per channel; written with the enquiry. */
export interface NoticeOutboxTable {
  id: Generated<number>;
  /** The enquiry the notice tells of; null for a notice of its own (subject and body). */
  enquiryId: number | null;
  channel: string;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: number;
  claimedBy: string | null;
  claimedUntil: Generated<number>;
  lastError: Generated<string>;
  createdAt: string;
  sentAt: string | null;
  /** A notice that is not an enquiry's: what it says, written when it was queued. */
  subject: Generated<string>;
  body: Generated<string>;
}

/** A public page served by this server; the visitor is a salted hash, never an address. */
export interface PageViewTable {
  id: Generated<number>;
  createdAt: string;
  path: string;
  kind: string;
  itemId: number | null;
  visitor: string;
  device: string;
  language: string;
  channel: string;
}

/** The salt of one day's visitor hashes, shared by every process; old ones are deleted. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

/** One finished day of visits, rolled up from the raw page views and traces. */
export interface AnalyticsDailyTable {
  day: string;
  visits: number;
  visitors: number;
  pageViews: number;
  traceEvents: number;
  mobile: number;
  desktop: number;
  cn: number;
  en: number;
  baidu: number;
  wechat: number;
  douyin: number;
  google: number;
  bing: number;
  direct: number;
  other: number;
  rolledUpAt: string;
}

/** Views of one car, brand, product or news story on one finished day. */
export interface AnalyticsDailyItemTable {
  day: string;
  kind: string;
  itemId: number;
  views: number;
}

/** Who runs a scheduled job now, until when (ms since 1970); one row per job. */
export interface JobStateTable {
  name: string;
  holder: Generated<string>;
  leaseUntil: Generated<number>;
  nextRunAt: Generated<number>;
  lastStartedAt: number | null;
  lastEndedAt: number | null;
  lastOutcome: 'ok' | 'error' | null;
  lastError: string | null;
  failures: Generated<number>;
}

export interface UserTraceTable {
  id: Generated<number>;
  browseType: string;
  relatedId: string;
  deviceType: string;
  languages: string;
  createdAt: string;
}

/** One row (id 1): the content version, raised by every content write. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** A captcha solution already redeemed, kept until its challenge expires. */
export interface UsedCaptchaTable {
  signature: string;
  expiresAt: number;
}

/** Requests counted against one rate limit (route and client address) in its current window. */
export interface RateLimitCounterTable {
  key: string;
  startedAt: number;
  expiresAt: number;
  count: number;
}

/** An admin account. `email` is lower-cased; `disabled` is 0 or 1. */
export interface AdminUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: string;
  passwordHash: string;
  disabled: number;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

/** A signed-in admin session; the cookie holds the id, the table only its SHA-256 hash. */
export interface AdminSessionTable {
  idHash: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
}

/** One failed sign-in for an account (lower-cased e-mail), counted by the lockout. */
export interface AdminSignInFailureTable {
  id: Generated<number>;
  account: string;
  at: number;
  ip: string;
}

/** The one-time setup link's token (its hash) while no user exists. */
export interface AdminSetupTokenTable {
  tokenHash: string;
  expiresAt: number;
}

/**
 * An invitation to join the admin: the link's token (its hash), the address and role it is for,
 * and whether it is still open or how it closed (`withdrawn`, `accepted`, `replaced`).
 */
export interface AdminInvitationTable {
  id: Generated<number>;
  tokenHash: string;
  email: string;
  name: string;
  role: string;
  status: string;
  invitedBy: number | null;
  createdAt: string;
  expiresAt: number;
  closedAt: string | null;
  /** The account the invitation made, once accepted. */
  userId: number | null;
}

/** An admin setting; `value` is JSON. */
/** A public address waiting for (or done with) Baidu's link submission; one row per address. */
export interface BaiduPushQueueTable {
  url: string;
  type: string;
  itemId: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  queuedAt: string;
  nextAttemptAt: string;
  finishedAt: string | null;
  lastError: string | null;
}

/** What WeChat gave for one Official Account (migration 0027); times in ms since 1970. */
export interface WechatShareTicketTable {
  appId: string;
  accessToken: string | null;
  accessTokenExpiresAt: Generated<number>;
  ticket: string | null;
  ticketExpiresAt: Generated<number>;
  /** The process asking WeChat now, until claimUntil. */
  claimHolder: Generated<string>;
  claimUntil: Generated<number>;
  /** WeChat is not asked again before this time (it refused, or could not be reached). */
  retryAt: Generated<number>;
}

export interface AdminSettingTable {
  key: string;
  value: string;
}

/** One entry of the append-only audit log; `detail` is JSON. */
export interface AdminAuditTable {
  id: Generated<number>;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  target: string;
  detail: string;
  ip: string;
}

/** The working copy of a content item (see the admin's content module). */
export interface ContentDraftTable {
  type: string;
  itemId: number;
  /** JSON: the type's document. */
  document: string;
  version: number;
  /** The draft version that is live, or null when never published. */
  publishedVersion: number | null;
  /** ISO time at which the draft is to be published, or null. */
  publishAt: string | null;
  /** Who scheduled it: the job publishes as that user. */
  scheduledBy: number | null;
  updatedBy: number | null;
  updatedAt: string;
}

/** One saved, published or restored document of a content item. */
export interface ContentRevisionTable {
  id: Generated<number>;
  type: string;
  itemId: number;
  version: number;
  document: string;
  action: string;
  actorId: number | null;
  createdAt: string;
  /** Where an imported revision came from (the source's address); null for the admin's own. */
  origin: Generated<string | null>;
}

/**
 * A file of the media library: an upload, whose bytes are in the media storage under `storageKey`,
 * or one of the site's own content files, in the static folder at `sitePath`.
 */
export interface MediaTable {
  id: Generated<number>;
  storageKey: string;
  /** The cleaned file name of its URL, `/media/<id>/<fileName>`. */
  fileName: string;
  /** The name it was uploaded with, shown in the library. */
  name: string;
  kind: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  sha256: string;
  altZh: Generated<string>;
  altEn: Generated<string>;
  focalX: Generated<number>;
  focalY: Generated<number>;
  createdAt: string;
  createdBy: number | null;
  /** Standard variants made so far (see modules/images/variant-jobs.ts). */
  variantsReady: Generated<number>;
  /** The path under the static content folder of a site file; null for an upload. */
  sitePath: string | null;
}

/** An item's place (from 1) in one public list, as of list_position_state's version. */
export interface ListPositionTable {
  /** The lists computed together, such as 'product'. */
  family: string;
  /** The list within its family, such as 'type:12'. */
  list: string;
  position: number;
  itemId: number;
}

/** One row per list family: the content version its positions were computed at. */
export interface ListPositionStateTable {
  family: string;
  version: Generated<number>;
}

/** What one item of an imported backend became here (npm run import), and its digest then. */
export interface ImportItemTable {
  /** The source's API address. */
  origin: string;
  /** The live table the item went to. */
  kind: string;
  /** The source's id (a common-data code for settings). */
  sourceId: string;
  localId: number;
  /** SHA-256 of the rows written, to tell a changed item from an unchanged one. */
  digest: string;
  importedAt: string;
}

/** A file of an imported backend and the media library file it became. */
export interface ImportFileTable {
  origin: string;
  sourceUrl: string;
  mediaId: number;
  importedAt: string;
}

/** An old address answered with a permanent redirect (an imported item that could not keep its id). */
export interface AddressRedirectTable {
  fromPath: string;
  toPath: string;
  createdAt: string;
}

export interface Database {
  brand: BrandTable;
  menu_item: MenuItemTable;
  partner: PartnerTable;
  common_data: CommonDataTable;
  car: CarTable;
  car_gallery: CarGalleryTable;
  product_type: ProductTypeTable;
  car_product_type: CarProductTypeTable;
  car_stage: CarStageTable;
  car_stage_part: CarStagePartTable;
  product_wheel_size: ProductWheelSizeTable;
  product_fitment_car: ProductFitmentCarTable;
  gallery_part: GalleryPartTable;
  product: ProductTable;
  news: NewsTable;
  location: LocationTable;
  contact_enquiry: ContactEnquiryTable;
  user_trace: UserTraceTable;
  content_version: ContentVersionTable;
  used_captcha: UsedCaptchaTable;
  rate_limit_counter: RateLimitCounterTable;
  admin_user: AdminUserTable;
  admin_session: AdminSessionTable;
  admin_sign_in_failure: AdminSignInFailureTable;
  admin_setup_token: AdminSetupTokenTable;
  admin_invitation: AdminInvitationTable;
  admin_setting: AdminSettingTable;
  admin_audit: AdminAuditTable;
  notice_outbox: NoticeOutboxTable;
  page_view: PageViewTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_daily_item: AnalyticsDailyItemTable;
  job_state: JobStateTable;
  content_draft: ContentDraftTable;
  content_revision: ContentRevisionTable;
  media: MediaTable;
  baidu_push_queue: BaiduPushQueueTable;
  wechat_share_ticket: WechatShareTicketTable;
  list_position: ListPositionTable;
  list_position_state: ListPositionStateTable;
  import_item: ImportItemTable;
  import_file: ImportFileTable;
  address_redirect: AddressRedirectTable;
}
