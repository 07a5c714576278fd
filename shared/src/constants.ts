/** Business constants of SPEC.md §9 and DESIGN.md §5, shared by server and both front ends. */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const COUNTRIES = ['SA', 'AE', 'QA', 'KW', 'BH'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

/**
 * Every payment method an order may carry: mada, Visa/Mastercard (`card`), Apple Pay, STC Pay,
 * Tabby and Tamara (pay later), cash on delivery, and the first wave's `wallet` (Apple Pay or
 * STC Pay on the test gateway's own page, kept for API clients), and `storeCredit`: an order the
 * customer's Ward wallet (issue 31) pays whole, with no provider at all (never offered as a choice:
 * a checkout asks for it when the store credit covers the total).
 */
export const PAYMENT_METHODS = ['mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet', 'storeCredit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What checkout offers, in this order (mada first; `GET /api/settings` says which of them the shop takes). */
export const CHECKOUT_METHODS = [
  'mada',
  'card',
  'applepay',
  'stcpay',
  'tabby',
  'tamara',
  'cod',
] as const satisfies readonly PaymentMethod[];
/** Pay later: authorised at checkout, captured when the order ships. */
export const PAY_LATER_METHODS = ['tabby', 'tamara'] as const satisfies readonly PaymentMethod[];
export type PayLaterMethod = (typeof PAY_LATER_METHODS)[number];

export const ROLES = ['Admin', 'Customer'] as const;
export type Role = (typeof ROLES)[number];
/** Role claim values a client accepts (SPEC.md §6). */
export const ADMIN_ROLE_VALUES = ['Admin', '0'];
export const CUSTOMER_ROLE_VALUES = ['Customer', '2'];
export const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

export const USER_STATUSES = ['Active', 'Blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ORDER_STATUSES = ['New', 'Rejected', 'WaitingForPayment', 'PaymentFailure', 'InPreparation', 'OnTheWay', 'Completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CATEGORY_SECTIONS = ['men', 'women', 'incense_oud'] as const;
export type CategorySection = (typeof CATEGORY_SECTIONS)[number];

export const BANNER_POSITIONS = [
  'after_categories',
  'after_men',
  'after_women',
  'after_incense_oud',
  'after_recent',
  'after_featured',
  'after_discounted',
] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** `relevance`: a search's best matches first (without a search, the same as `featured`). */
export const PRODUCT_SORTS = ['relevance', 'featured', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Quick price ranges of the listing filter, in SAR (SPEC.md §9). */
export const PRICE_RANGES: ReadonlyArray<{ min?: number; max?: number }> = [
  { max: 100 },
  { min: 100, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 5000 },
  { min: 5000, max: 10000 },
];

export const LISTING_PAGE_SIZES = [12, 24, 48] as const;
export const MAX_PAGE_SIZE = 100;

export const FREE_SHIPPING_THRESHOLD_SAR = 250;
export const VAT_RATE_PERCENT = 15;
export const DELIVERY_DAYS = { min: 3, max: 5 } as const;
export const NOTIFICATION_PAGE_SIZE = 10;
export const STARTUP_SPLASH_MS = 1500;
export const API_TIMEOUT_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
/** At or below this many, a product is "low in stock" (the shop's badge, the admin's filter and report). */
export const LOW_STOCK_THRESHOLD = 5;
export function stockLevel(stock: number): 'out' | 'low' | 'in' {
  return stock <= 0 ? 'out' : stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

export const STORAGE_KEYS = {
  token: 'token',
  adminName: 'adminName',
  adminAuth: 'adminAuth',
  store: 'ward-store',
} as const;

export const STORE_HOURS = [
  { days: 'mon-sat', open: '10:00', close: '21:00' },
  { days: 'sun', open: '12:00', close: '18:00' },
] as const;

/** Images: accepted upload size and the WebP widths produced. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 640, 1200] as const;

/** Most products one customer keeps in the wishlist (a plain constant: the shop's first bundle loads no schema). */
export const WISHLIST_MAX = 200;
