/**
 * Wire shapes the storefront reads, all from `@ward/shared` (type-only imports: nothing of them
 * reaches the bundle). The server writes the same types.
 */
export type {
  CategoryDto,
  HomeDto,
  ImageDto,
  ListingFacets,
  Localized,
  Paged,
  ProductDto,
  ProductListDto,
  ProductSummaryDto,
  SearchSuggestionsDto,
  UserDto,
  EarlierAccountDto,
} from '@ward/shared/types';
export type { AddressDto, AddressInput, CustomerDto, ProfileInput } from '@ward/shared/validation/customers';
export type { BannerDto, BranchDto, PageDto, PageSlug, TestimonialDto } from '@ward/shared/validation/content';
export type { NotificationDto } from '@ward/shared/validation/notifications';
export type { ReviewDto, ReviewPage } from '@ward/shared/validation/reviews';
export type { PublicSettings as Settings } from '@ward/shared/validation/settings';
export type {
  CouponCheckDto,
  OrderAddressDto,
  OrderDto,
  OrderHistoryDto,
  OrderItemDto,
  PaymentDto,
  PayPageDto,
  QuoteDto,
  QuoteLineDto,
  ShippingOptionDto,
  ShippingQuoteDto,
  CouponDto,
} from '@ward/shared/checkout-types';
export type { OrderAddressInput, PlaceOrderInput, QuoteInput } from '@ward/shared/validation/checkout';
export type { PaymentStatus } from '@ward/shared/orders';
export type { PayLaterCheckDto } from '@ward/shared/payments';
export type { AppliedPromotionDto, PromotionLineDto } from '@ward/shared/promotions/types';
export type { ReturnCondition, ReturnDto, ReturnReason, ReturnRequestInput } from '@ward/shared/validation/returns';
export type { CountryCode, OrderStatus, PaymentMethod } from '@ward/shared/constants';

export type {
  PlacedOrderDto as PlaceOrderResult,
  GuestPlacedOrderDto as GuestPlaceOrderResult,
  PublicShipmentDto,
  ShipmentDto,
} from '@ward/shared/checkout-types';

export interface CartLineInput {
  productId: number;
  quantity: number;
}
