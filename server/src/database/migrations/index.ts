import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { CustomersNotificationsSettings1763700000100 } from './1763700000100-customers-notifications-settings.js';
import { Checkout1763700200000 } from './1763700200000-checkout.js';
import { Content1763700300000 } from './1763700300000-content.js';
import { ReviewsCustomerSearch1763700300100 } from './1763700300100-reviews-customer-search.js';
import { OrderPlacement1763700400000 } from './1763700400000-order-placement.js';
import { ListingOrder1763700400100 } from './1763700400100-listing-order.js';
import { MailOnJobQueue1763800000000 } from './1763800000000-mail-on-job-queue.js';
import { ZatcaEgsUnits1763800016427 } from './1763800016427-zatca-egs-units.js';
import { ZatcaDocuments1763800016428 } from './1763800016428-zatca-documents.js';
import { RateLimitLastHit1763900000417 } from './1763900000417-rate-limit-last-hit.js';
import { AuditLog1763900100347 } from './1763900100347-audit-log.js';
import { AdminListSorts1763900200347 } from './1763900200347-admin-list-sorts.js';
import { VerifiedPurchaseDelivered1763900300418 } from './1763900300418-verified-purchase-delivered.js';
import { RevokedTokens1763900300419 } from './1763900300419-revoked-tokens.js';
import { OutboxMaskedSecrets1763900300420 } from './1763900300420-outbox-masked-secrets.js';
import { CouponCustomerOptions1763900300421 } from './1763900300421-coupon-customer-options.js';
import { SalesRollups1763900500000 } from './1763900500000-sales-rollups.js';
import { PaymentsProviders1764000015731 } from './1764000015731-payments-providers.js';
import { Search1764000031571 } from './1764000031571-search.js';
import { SearchAnalytics1764000031572 } from './1764000031572-search-analytics.js';
import { OrderGifts1764000100731 } from './1764000100731-order-gifts.js';
import { Wishlist1764000200583 } from './1764000200583-wishlist.js';
import { StockAlerts1764000300917 } from './1764000300917-stock-alerts.js';
import { ProductVariants1764100014293 } from './1764100014293-product-variants.js';
import { PhoneSignIn1764200038471 } from './1764200038471-phone-sign-in.js';
import { NationalAddress1764300041729 } from './1764300041729-national-address.js';
import { StockAlertsPerVariant1764300044817 } from './1764300044817-stock-alerts-per-variant.js';
import { SavedCarts1764300047219 } from './1764300047219-saved-carts.js';
import { ProductImports1764300051713 } from './1764300051713-product-imports.js';
import { GuestCheckout1764300052817 } from './1764300052817-guest-checkout.js';
import { Samples1764300052917 } from './1764300052917-samples.js';
import { WhatsAppMessages1764300061937 } from './1764300061937-whatsapp-messages.js';
import { RollupsByStatus1764350000047 } from './1764350000047-rollups-by-status.js';
import { CustomerSearchPrefixes1764350000048 } from './1764350000048-customer-search-prefixes.js';
import { SearchVectorsTable1764360000042 } from './1764360000042-search-vectors-table.js';
import { UnpaidOrdersIndex1764370000013 } from './1764370000013-unpaid-orders-index.js';
import { StockMovements1764380000271 } from './1764380000271-stock-movements.js';
import { Phase1CreditNotes1764380000371 } from './1764380000371-phase-1-credit-notes.js';
import { EmailVerification1764400000011 } from './1764400000011-email-verification.js';
import { TextingBudget1764400000012 } from './1764400000012-texting-budget.js';
import { UnconfirmedCartContacts1764400000013 } from './1764400000013-unconfirmed-cart-contacts.js';
import { DomainEvents1764400000014 } from './1764400000014-domain-events.js';
import { OneOutbox1764500000027 } from './1764500000027-one-outbox.js';
import { Promotions1764600000028 } from './1764600000028-promotions.js';
import { Returns1764600000030 } from './1764600000030-returns.js';
import { Wallet1764700000031 } from './1764700000031-wallet.js';
import { ReturnTransit1764700000041 } from './1764700000041-return-transit.js';
import { Consents1764800000033 } from './1764800000033-consents.js';
import { SfdaNumber1764800000034 } from './1764800000034-sfda-number.js';
import { RefundMeans1764700000042 } from './1764700000042-refund-means.js';
import { CheckoutStoreCredit1764700000043 } from './1764700000043-checkout-store-credit.js';
import { ExportVat1764800000032 } from './1764800000032-export-vat.js';

/**
 * Every migration, in order. Add new ones at the end (file name: `<timestamp>-<topic>.ts`).
 * They run at start; `synchronize` is never on.
 */
export const migrations = [
  Foundation1763700000000,
  CustomersNotificationsSettings1763700000100,
  Checkout1763700200000,
  Content1763700300000,
  ReviewsCustomerSearch1763700300100,
  OrderPlacement1763700400000,
  ListingOrder1763700400100,
  MailOnJobQueue1763800000000,
  ZatcaEgsUnits1763800016427,
  ZatcaDocuments1763800016428,
  RateLimitLastHit1763900000417,
  AuditLog1763900100347,
  AdminListSorts1763900200347,
  VerifiedPurchaseDelivered1763900300418,
  RevokedTokens1763900300419,
  OutboxMaskedSecrets1763900300420,
  CouponCustomerOptions1763900300421,
  SalesRollups1763900500000,
  PaymentsProviders1764000015731,
  Search1764000031571,
  SearchAnalytics1764000031572,
  OrderGifts1764000100731,
  Wishlist1764000200583,
  StockAlerts1764000300917,
  ProductVariants1764100014293,
  PhoneSignIn1764200038471,
  NationalAddress1764300041729,
  StockAlertsPerVariant1764300044817,
  SavedCarts1764300047219,
  ProductImports1764300051713,
  GuestCheckout1764300052817,
  Samples1764300052917,
  WhatsAppMessages1764300061937,
  RollupsByStatus1764350000047,
  CustomerSearchPrefixes1764350000048,
  SearchVectorsTable1764360000042,
  UnpaidOrdersIndex1764370000013,
  StockMovements1764380000271,
  Phase1CreditNotes1764380000371,
  EmailVerification1764400000011,
  TextingBudget1764400000012,
  UnconfirmedCartContacts1764400000013,
  DomainEvents1764400000014,
  OneOutbox1764500000027,
  Promotions1764600000028,
  Returns1764600000030,
  Wallet1764700000031,
  ReturnTransit1764700000041,
  RefundMeans1764700000042,
  CheckoutStoreCredit1764700000043,
  ExportVat1764800000032,
  Consents1764800000033,
  SfdaNumber1764800000034,
];
