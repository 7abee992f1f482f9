// Business constants of SPEC section 9, shared by the server and the web app.

/** Where the calls of SPEC section 7 live, under the API base URL. */
export const API_PREFIX = '/cmst/index';

/**
 * Below the API base URL (`/api`): `GET /api/wechat/share-config?url=…`, WeChat's signature of a
 * page (wechat-share.ts). Here, free of the validation library, for the browser's code.
 */
export const WECHAT_SHARE_CONFIG_PATH = '/wechat/share-config';

export const API_TIMEOUT_MS = { production: 15000, development: 10000, test: 8000 } as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The API client's page size when a paged call names none, by build mode (SPEC section 9). */
export const API_DEFAULT_PAGE_SIZE = { production: 10, development: 1, test: 10 } as const;
export const DEFAULT_PAGE_NO = 1;
export const MAX_PAGE_SIZE = 100;

export const BRAND_GALLERY_PAGE_SIZE = 12;
export const CAR_PARTS_PAGE = { pageNo: 1, pageSize: 12 } as const;
export const FEATURED_INITIAL_COUNT = 6;
export const PRODUCT_LIST_LIMIT = 6;
export const PRODUCT_LIST_STEP = 3;
/** The longest text the catalogue search takes (longer than any product name). */
export const CATALOGUE_SEARCH_MAX = 60;
export const HOME_MAX_DISPLAY = 8;

export const HERO_AUTOPLAY_MS = 5000;
export const BRAND_HERO_AUTOPLAY_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const SLIDE_LOCK_MS = 500;
export const HOME_HERO_VISIBILITY = 0.1;
export const BRAND_HERO_VISIBILITY = 0.2;
export const SLIDE_TRANSITION_S = 0.5;

export const TOAST_DURATION_MS = 3000;
export const TOAST_TRANSITION_S = 0.3;
export const TRACKING_DEBOUNCE_MS = 2000;
export const SUBMENU_CLOSE_DELAY_MS = 300;

/**
 * Field limits of the booking form. SPEC section 9 gives the e-mail 20 characters, which cuts
 * ordinary company addresses short; 254 is the longest address mail can carry (RFC 5321). A WeChat
 * ID has at most 20 characters (decision 0054).
 */
export const FIELD_LIMITS = { name: 20, phone: 20, wechat: 20, email: 254, message: 500 } as const;

export const BREAKPOINTS = {
  shellMobileMax: 976,
  productSection: 768,
  toast: 768,
  layout: [1200, 1420, 1440],
  showcase: [576, 768, 992, 1200, 1400],
} as const;

export const SIZES = {
  heroDesktop: 880,
  heroMobile: 360,
  sidebar: 120,
  headerDesktop: 65,
  headerMobile: 110,
  mobileDrawer: 220,
  carCard: 420,
  submenuTile: 180,
  productTileMin: 150,
  brandHeroVh: 80,
  brandHeroMin: 600,
  carListItem: 391,
  carListItemWide: 440,
  carListItemWideFrom: 1141,
  formMaxWidth: 800,
  sidebarTall: 480,
  sidebarScrollStep: 120,
} as const;

/** The heroes' fade colour; the brand page's too, where SPEC names #ecf0f1 (decision 0044). */
export const OVERLAY_END_COLOUR = '#18100e';

/** Codes of the common-data entries (SPEC section 7). */
export const COMMON_DATA_CODES = [
  'index_hd',
  'keyword',
  'logo_ico',
  'salesperson',
  'External_platform',
  'Copyright_Information',
  'common_js',
  // Beyond SPEC section 7: what the two WeChat QR codes encode (decision 0022).
  'wechat_qr',
  // Beyond SPEC section 7: description, about text and filing numbers of the site settings (decision 0027).
  'site_info',
] as const;
export type CommonDataCode = (typeof COMMON_DATA_CODES)[number];

export const BROWSE_TYPES = ['news', 'pro', 'img', 'menu', 'booking'] as const;
export type BrowseType = (typeof BROWSE_TYPES)[number];
export const DEVICE_TYPES = ['mobile', 'PC'] as const;
export const CONTENT_LANGUAGES = ['cn', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Catalogue sections of the product pages; each has product types (the tiles). */
export const PRODUCT_CATEGORIES = ['aerodynamic-kits', 'wheels', 'peripherals'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const LANGUAGE_STORAGE_KEY = 'cms-language';
export const UI_LANGUAGES = ['zh', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The query parameter carrying a signed draft-preview token on a public page's address. */
export const PREVIEW_PARAM = 'preview';
