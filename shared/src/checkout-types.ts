import type { CountryCode, OrderStatus, PaymentMethod } from './constants.js';
import type { PaymentStatus } from './orders.js';
import type { PaymentDto, RefundDto } from './payment-types.js';
import type { ImageDto, Localized } from './types.js';
import type { OptionLabelDto } from './variants.js';
import type { CreditNoteSummaryDto } from './validation/einvoicing.js';
import type { OrderGiftDto } from './validation/gift.js';
import type { QuoteSampleDto } from './samples.js';
import type { PromotionLineDto, PromotionNudgeDto, PromotionTotalsDto } from './promotions/types.js';

export type { PaymentDto, PayPageDto, RefundDto } from './payment-types.js';
export type { PublicShipmentDto, ShipmentDto } from './shipment-types.js';

/** Wire shapes of checkout (DESIGN.md §5). Money in SAR with two decimals, dates ISO 8601. */

export interface CouponDto {
  id: number;
  code: string;
  discountValue: number;
  isPercentage: boolean;
  expiryDate: string;
  createdAt: string;
  usageLimit: number | null;
  usedCount: number;
  minOrderTotal: number | null;
  /** one order per customer */
  oncePerCustomer: boolean;
  /** a customer's first order only */
  firstOrderOnly: boolean;
  /** not expired and not used up */
  isActive: boolean;
}

/** `POST /api/coupons/validate`: the coupon and what it takes off the given subtotal. */
export interface CouponCheckDto {
  code: string;
  discountValue: number;
  isPercentage: boolean;
  expiryDate: string;
  minOrderTotal: number | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  /** SAR off the subtotal that was sent (0 without one) */
  discount: number;
}

export interface CarrierDto {
  id: number;
  name: Localized;
  trackingUrlTemplate: string;
  isActive: boolean;
  createdAt: string;
}

export interface ShippingRateDto {
  id: number;
  country: CountryCode;
  carrierId: number;
  carrier: { id: number; name: Localized } | null;
  firstKgFee: number;
  additionalKgFee: number;
  minDays: number;
  maxDays: number;
  isActive: boolean;
}

export interface ShippingOptionDto {
  carrier: { id: number; name: Localized };
  /** before the free-shipping rule */
  fee: number;
  days: { min: number; max: number };
}

/** `POST /api/shipping/calculate` */
export interface ShippingQuoteDto {
  country: CountryCode;
  /** what the shopper pays for shipping (0 when free) */
  fee: number;
  /** the carrier's price before the free-shipping rule */
  carrierFee: number;
  isFree: boolean;
  freeShippingThreshold: number;
  amountToFreeShipping: number;
  carrier: { id: number; name: Localized };
  days: { min: number; max: number };
  weight: number;
  billableKg: number;
  options: ShippingOptionDto[];
}

/** ZATCA VAT category of an order: S standard-rated (delivered in the Kingdom), Z zero-rated export (VATEX-SA-32). */
export type VatCategory = 'S' | 'Z';

/**
 * An export's proof that the goods left the Kingdom (issue 32): the carrier and its tracking number
 * to the destination, stamped when the order was handed over and when it was delivered abroad.
 */
export interface ExportProofDto {
  country: CountryCode;
  carrier: Localized;
  trackingNumber: string | null;
  shippedAt: string;
  deliveredAt: string | null;
}

/** `variantRequired`: the line names a product with several variants and none of them */
export type QuoteLineProblem = 'productGone' | 'outOfStock' | 'insufficientStock' | 'variantRequired';

export interface QuoteLineDto extends PromotionLineDto {
  /** null when the line named a variant that no longer exists */
  productId: number | null;
  /** the variant priced (null when gone or not chosen) */
  variantId: number | null;
  sku: string | null;
  /** the chosen variant's options ("Size: 50 ml"), empty without options */
  optionLabels: OptionLabelDto[];
  name: Localized | null;
  image: ImageDto | null;
  /** what was asked for */
  requestedQuantity: number;
  /** what is priced (the stock when less was available; 0 for a gone or sold-out product) */
  quantity: number;
  itemPrice: number;
  discountPercent: number | null;
  /** product discount of one unit, SAR */
  discount: number;
  /** one unit after the product discount */
  finalPrice: number;
  lineTotal: number;
  stock: number;
  weight: number | null;
  problem: QuoteLineProblem | null;
  /** translated problem message */
  message: string | null;
}

export interface QuoteDto extends PromotionTotalsDto {
  /** the nearest promotion the cart does not get yet, or null */
  nudge: PromotionNudgeDto | null;
  lines: QuoteLineDto[];
  itemCount: number;
  subtotal: number;
  coupon: CouponCheckDto | null;
  /** the coupon was refused: translated reason (the quote itself still answers) */
  couponError: { key: string; message: string } | null;
  discount: number;
  country: CountryCode | null;
  shipping: number;
  shippingFee: number;
  freeShipping: boolean;
  freeShippingThreshold: number;
  amountToFreeShipping: number;
  carrier: { id: number; name: Localized } | null;
  /** every carrier serving the country, cheapest first, each with its fee (before the free-shipping rule) and days */
  shippingOptions: ShippingOptionDto[];
  deliveryDays: { min: number; max: number };
  paymentMethod: PaymentMethod | null;
  codFee: number;
  /** the gift wrap asked for (0 without it, or when the shop wraps for free) */
  giftWrap: number;
  /** cash on delivery is offered up to this total */
  codAvailable: boolean;
  /** delivered outside the Kingdom: an export, zero-rated (vat 0; duties of the destination may be due on delivery) */
  zeroRated: boolean;
  vat: number;
  net: number;
  total: number;
  currency: 'SAR';
  /** the free samples asked for, each with its problem (they never change the totals) */
  samples: QuoteSampleDto[];
  /** how many samples this order may have (0: the shop offers none now) */
  maxSamples: number;
  /** why the samples as a whole cannot be had (too many, no paid line, samples off) */
  sampleError: { key: string; message: string } | null;
  /** true when every line and sample can be ordered as asked */
  isValid: boolean;
}

export interface OrderItemDto extends PromotionLineDto {
  /** the line's id (refunds and credit notes name lines by it) */
  id: number;
  productId: number | null;
  /** null once the variant is deleted (the SKU and labels stay as bought) */
  variantId: number | null;
  sku: string | null;
  /** the options as bought ("Size: 50 ml", "Concentration: EDP"); empty without options */
  optionLabels: OptionLabelDto[];
  name: Localized;
  image: ImageDto | null;
  quantity: number;
  /** list price of one unit */
  itemPrice: number;
  /** product discount of one unit, SAR */
  discount: number;
  discountPercent: number | null;
  /** one unit after the product discount */
  finalPrice: number;
  lineTotal: number;
  /** units of this line refunded so far */
  refundedQuantity: number;
  /** a free sample (priced 0; its name says so) */
  isSample: boolean;
}

export interface OrderAddressDto {
  title: string | null;
  recipientName: string | null;
  phone: string | null;
  street: string;
  city: string;
  country: CountryCode;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** the National Address short address ("RRRD2929"); null on orders placed before it was asked */
  shortAddress: string | null;
  buildingNumber: string | null;
  district: string | null;
  additionalNumber: string | null;
}

export interface OrderHistoryDto {
  from: OrderStatus | null;
  status: OrderStatus;
  at: string;
  actor: { type: 'customer' | 'admin' | 'system' | 'gateway'; id: number | null; name: string | null };
  note: string | null;
}

export interface OrderDto extends PromotionTotalsDto {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  paymentStatus: PaymentStatus | null;
  /** given back so far (SAR) */
  refundedAmount: number;
  refunds: RefundDto[];
  /** the credit notes issued against the invoice (refunds, rejection), oldest first: each printable */
  creditNotes: CreditNoteSummaryDto[];
  couponCode: string | null;
  customerId: number;
  customerName: string;
  customerEmail: string | null;
  /** the mobile the order's texts and tracking use (a guest's contact, else the recipient's) */
  customerPhone: string | null;
  /** placed by a guest checkout (without an account) */
  guestCheckout: boolean;
  items: OrderItemDto[];
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  /** what the gift wrap cost (VAT included) */
  giftWrap: number;
  /** S standard-rated, Z zero-rated export (vat 0) */
  vatCategory: VatCategory;
  vat: number;
  total: number;
  /** what of the total the customer's store credit paid (issue 31); the rest is the payment's */
  walletAmount: number;
  currency: 'SAR';
  address: OrderAddressDto;
  /** an export's proof of leaving the Kingdom (null until shipped, and for orders in the Kingdom) */
  exportProof: ExportProofDto | null;
  /** gift wrap, card message, another recipient, packing slip without prices; null for an ordinary order */
  gift: OrderGiftDto | null;
  carrier: { id: number | null; name: Localized } | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  estimatedDelivery: { from: string; to: string } | null;
  rejectionReason: string | null;
  notes: string | null;
  invoiceNumber: string | null;
  createdAt: string;
  updatedAt: string;
  history: OrderHistoryDto[];
}

/** `POST /api/orders` */
export interface PlacedOrderDto {
  order: OrderDto;
  /** null for cash on delivery */
  payment: PaymentDto | null;
}

/** `POST /api/guest/orders`: the order, and the `X-Order-Access` token that opens it without an account */
export interface GuestPlacedOrderDto extends PlacedOrderDto {
  access: { token: string; expiresAt: string };
}
