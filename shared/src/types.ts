import type { ProductSampleDto } from './samples.js';
import type { CategorySection, OrderStatus, Role, UserStatus } from './constants.js';
import type { PriceRangeDto, ProductOptionDto, VariantDto } from './variants.js';

/** Wire shapes of both APIs (DESIGN.md §5); the front ends read these, the server writes them. */

export interface Localized {
  ar: string;
  en: string;
}

/** The storefront API envelope of SPEC.md §7. */
export interface Envelope<T> {
  isSuccess: boolean;
  data: T | null;
  message: string | null;
  errors: Record<string, string[]> | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImageDto {
  url: string;
  width?: number;
  height?: number;
  /** width in px → URL of the WebP variant */
  variants?: Record<string, string>;
}

export interface CategoryDto {
  id: number;
  name: Localized;
  description: Localized;
  section: CategorySection | null;
  productsCount: number;
  /** a picture for the category's tile: its first featured (else first) product's main image */
  image: ImageDto | null;
}

/**
 * A product. `price`, `finalPrice`, `isDiscounted`, `discountValue`, `weight` and `stock` are its
 * default variant's (today's clients keep working); `variants` holds every variant and
 * `priceRange` their lowest and highest final price.
 */
export interface ProductDto {
  id: number;
  name: Localized;
  description: Localized;
  price: number;
  finalPrice: number;
  categoryId: number;
  category: { id: number; name: Localized } | null;
  images: ImageDto[];
  stock: number;
  weight: number | null;
  /** the SFDA eCosma notification number (issue 33 §5); absent until the shop enters it */
  sfdaNumber?: string;
  isFeatured: boolean;
  isDiscounted: boolean;
  discountValue: number | null;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  /** the options shoppers choose between (size, concentration…); empty for a one-variant product */
  options: ProductOptionDto[];
  /** at least one; exactly one `isDefault` */
  variants: VariantDto[];
  priceRange: PriceRangeDto;
  /** the free sample vial the product offers (never one of `variants`); null: none */
  sample: ProductSampleDto | null;
}

/**
 * A product as a card shows it: the listing and search, home sections, related products, the
 * wishlist. Half the bytes of a ProductDto: no variants, options or gallery (the product's page,
 * `GET /api/products/{id}`, has them), the description cut to a line or two.
 */
export interface ProductSummaryDto {
  id: number;
  name: Localized;
  /** the description's first words (about 140 characters, cut between words, "…" when cut) */
  summary: Localized;
  /** price, discount, stock and weight are the default variant's, as on ProductDto */
  price: number;
  finalPrice: number;
  isDiscounted: boolean;
  discountValue: number | null;
  stock: number;
  weight: number | null;
  categoryId: number;
  category: { id: number; name: Localized } | null;
  /** the main picture */
  image: ImageDto | null;
  isFeatured: boolean;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  /** how many variants shoppers choose between: above 1, a size is chosen on the product's page */
  variantCount: number;
  /** every variant is sold out */
  soldOut: boolean;
  priceRange: PriceRangeDto;
}

/** Counts for the listing filters a shopper can still choose, each with every other filter applied. */
export interface ListingFacets {
  categories: Array<{ id: number; count: number }>;
  prices: Array<{ min?: number; max?: number; count: number }>;
  inStock: number;
  discounted: number;
}

/** `GET /api/products`: a page, with facets when asked (`facets=true`) and a spelling suggestion for a search. */
export interface ProductListDto extends Paged<ProductSummaryDto> {
  facets?: ListingFacets;
  /** the query with unknown words corrected ("مسق" → "مسك"), when a search had any */
  didYouMean?: string | null;
  /** a search that found nothing: the closest categories and what sells best */
  noResults?: { categories: Array<{ id: number; name: Localized; count: number }>; popular: ProductSummaryDto[] };
}

/** `GET /api/search/suggestions?q=`: what the header offers while a shopper types. */
export interface SearchSuggestionsDto {
  query: string;
  products: Array<{ id: number; name: Localized; image: ImageDto | null; price: number; finalPrice: number; inStock: boolean }>;
  /** categories whose name matches, with how many of the matches each holds */
  categories: Array<{ id: number; name: Localized; count: number }>;
  didYouMean: string | null;
}

export interface HomeDto {
  categories: CategoryDto[];
  featured: ProductSummaryDto[];
  offers: ProductSummaryDto[];
  recent: ProductSummaryDto[];
  sections: Record<CategorySection, ProductSummaryDto[]>;
  [extra: string]: unknown;
}

/** An account that had typed in the customer's email without proving it, and lost it when they proved it (issue 26). */
export interface EarlierAccountDto {
  id: number;
  createdAt: string;
  orders: number;
}

export interface UserDto {
  id: number;
  name: string;
  /** null: an account made by signing in with a mobile number */
  email: string | null;
  /** the owner entered a code sent to the email: only then do guest orders, coupons and look-ups join by it */
  emailVerified: boolean;
  phone: string | null;
  /** the phone was proved with an SMS code: it signs in, and changes only with a new code */
  phoneVerified: boolean;
  /** order updates on WhatsApp, asked for by the customer */
  whatsappOptIn: boolean;
  /** a guest checkout's customer record: never signs in; its contact is `phone` or `guestEmail` */
  isGuest: boolean;
  guestEmail: string | null;
  address: string | null;
  role: Role;
  status: UserStatus;
  createdAt: string;
}

export type { OrderStatus };
