import type { CountryCode, ImageDto, ProductOptionDto, PromotionRuleInput, Settings, VariantOptions } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { COUNTED_ORDER, type CouponFacts } from '../../coupons/coupon-rules.js';
import { sellableStock } from '../../catalog/variants/variant-sql.js';
import { withDefaults } from '../../content/settings.service.js';
import type { RateFacts } from '../../shipping/rate-choice.js';
import { prepared, preparedRows } from '../../database/prepared.js';
import { RUNNING_PROMOTION } from '../../promotions/running.js';
import type { StoredConditions } from '../../promotions/promotion.entity.js';

/** One item of a gift set: how many of which variant a set takes, and how many are on the shelf. */
export interface ComponentForPricing {
  variantId: number;
  productId: number;
  quantity: number;
  stock: number;
  /** products whose gift sets hold this item (their availability follows its stock) */
  setProductIds: number[];
}

/**
 * A variant as pricing and an order line need it: what it costs, weighs, is called (its
 * product's name and its option values), and how many can be sold.
 */
export interface VariantForPricing {
  id: number;
  productId: number;
  sku: string;
  nameAr: string;
  nameEn: string;
  options: VariantOptions;
  productOptions: ProductOptionDto[];
  /** SAR incl. VAT */
  price: number;
  isDiscounted: boolean;
  discountValue: number | null;
  weight: number | null;
  /** the variant's own pictures, else its product's */
  images: ImageDto[] | null;
  /** on the shelf; for a gift set, how many sets its items make */
  stock: number;
  /** a gift set's items; empty for a plain variant */
  components: ComponentForPricing[];
  /** products whose gift sets hold this variant */
  setProductIds: number[];
  /** the product's free sample vial: sold only as a sample, never as a cart line */
  isSample: boolean;
  /** the product's category (promotions may name it) */
  categoryId: number;
}

/** A promotion running now and not used up, as stored (amounts in SAR), with this customer's uses of it. */
export interface PromotionRow {
  id: number;
  label: { ar: string; en: string };
  rule: PromotionRuleInput;
  conditions: StoredConditions;
  days: number[] | null;
  hours: { from: number; to: number } | null;
  startsAt: string;
  priority: number;
  combinable: boolean;
  combinesWithCoupons: boolean;
  /** SAR left of the budget, or null */
  budgetLeft: number | null;
  perCustomerLimit: number | null;
  customerUses: number;
}

export interface CheckoutCustomer {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  status: string;
  /** asked for order updates on WhatsApp */
  whatsappOptIn: boolean;
}

export interface SavedAddressRow {
  title: string;
  street: string;
  city: string;
  country: CountryCode;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  shortAddress: string | null;
  buildingNumber: string | null;
  district: string | null;
  additionalNumber: string | null;
}

/** What the request asks about; every field is optional except the lines' variant and product ids. */
export interface CheckoutLookup {
  variantIds: number[];
  /** products named without a variant: all their variants are read, to pick one */
  productIds: number[];
  /** products whose free sample the shopper chose: their sample vials are read */
  sampleProductIds?: number[];
  /** normalised code, or null for none (or a malformed one) */
  couponCode: string | null;
  /** destination when no saved address gives it */
  country: CountryCode | null;
  customerId?: number | null;
  addressId?: number | null;
  idempotencyKey?: string | null;
  /** rate-limit keys of the client's coupon-code misses (read here so a quote stays one statement) */
  codeMissKeys?: string[];
}

/** Everything pricing and placement read, from one statement. */
export interface CheckoutContext {
  settings: Settings;
  variants: Map<number, VariantForPricing>;
  /** each product asked about by id → its variants, in the shop's order (sample vials apart) */
  productVariants: Map<number, VariantForPricing[]>;
  /** each product whose sample was chosen → its sample vial, when it offers one */
  samples: Map<number, VariantForPricing>;
  coupon: CouponFacts | null;
  /** the destination: the saved address's country, else the one asked for */
  country: CountryCode | null;
  /** active carriers' rates to that country */
  rates: RateFacts[];
  customer: CheckoutCustomer | null;
  /**
   * Whether (1) or not (0) the customer has an order that was not rejected or failed ("first order
   * only"); read only when a coupon is asked. The rules ask no more, and counting every order of a
   * customer with thousands made each checkout slower.
   */
  customerOrderCount: number;
  /** the same (0 or 1) for such orders that used this coupon ("once per customer") */
  customerCouponUses: number;
  /** units this customer holds per product in orders waiting for online payment */
  unpaidHeld: Map<number, number>;
  /** an order this customer already placed with the same Idempotency-Key */
  existing: { id: number; requestHash: string | null } | null;
  /** the customer's own saved address, when one was asked for */
  savedAddress: SavedAddressRow | null;
  /** the most coupon-code misses in the last minute under `codeMissKeys` (CouponsService decides) */
  codeMisses: number;
  /** promotions running now (by date; days and hours are for `scheduleRunsAt`) and not used up */
  promotions: PromotionRow[];
  /** the customer has an order that was not rejected or failed (read only for a known customer) */
  hasOrder: boolean;
}

type Queryable = DataSource | EntityManager;

/** Ids of the products whose gift sets hold variant `v`. */
const SETS_HOLDING = (v: string) =>
  `coalesce((SELECT json_agg(DISTINCT hs."productId") FROM variant_components hk JOIN product_variants hs ON hs.id = hk."setId" WHERE hk."componentId" = ${v}.id), '[]')`;

const CONTEXT_SQL = prepared(
  'checkout_context',
  `
  SELECT
    (SELECT s.data FROM settings s WHERE s.id = 1) AS settings,
    (SELECT json_agg(json_build_object('id', v.id, 'productId', v."productId", 'sku', v.sku, 'nameAr', p."nameAr", 'nameEn', p."nameEn",
        'options', v.options, 'productOptions', p.options, 'price', v.price, 'isDiscounted', v."isDiscounted", 'discountValue', v."discountValue",
        'weight', v.weight, 'images', CASE WHEN jsonb_array_length(v.images) > 0 THEN v.images ELSE p.images END, 'stock', ${sellableStock('v')},
        'components', coalesce((SELECT json_agg(json_build_object('variantId', c.id, 'productId', c."productId", 'quantity', k.quantity,
            'stock', c.stock, 'setProductIds', ${SETS_HOLDING('c')}) ORDER BY c.id)
          FROM variant_components k JOIN product_variants c ON c.id = k."componentId" WHERE k."setId" = v.id), '[]'),
        'setProductIds', ${SETS_HOLDING('v')}, 'isSample', v."isSample", 'categoryId', p."categoryId") ORDER BY v.position, v.id)
       FROM product_variants v JOIN products p ON p.id = v."productId"
       WHERE v.id = ANY($1::int[]) OR v."productId" = ANY($8::int[]) OR (v."isSample" AND v."productId" = ANY($9::int[]))) AS variants,
    (SELECT json_build_object('id', c.id, 'code', c.code, 'discountValue', c."discountValue", 'isPercentage', c."isPercentage",
        'expiryDate', c."expiryDate", 'usageLimit', c."usageLimit", 'usedCount', c."usedCount", 'minOrderTotal', c."minOrderTotal",
        'oncePerCustomer', c."oncePerCustomer", 'firstOrderOnly', c."firstOrderOnly")
       FROM coupons c WHERE upper(c.code) = $2) AS coupon,
    dest.country,
    (SELECT json_agg(json_build_object('id', r.id, 'firstKgFee', r."firstKgFee", 'additionalKgFee', r."additionalKgFee",
        'minDays', r."minDays", 'maxDays', r."maxDays",
        'carrier', json_build_object('id', k.id, 'name', json_build_object('ar', k."nameAr", 'en', k."nameEn"), 'trackingUrlTemplate', k."trackingUrlTemplate")))
       FROM shipping_rates r JOIN carriers k ON k.id = r."carrierId"
       WHERE r.country = dest.country AND r."isActive" AND k."isActive") AS rates,
    (SELECT json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone, 'role', u.role, 'status', u.status,
        'whatsappOptIn', u."whatsappOptInAt" IS NOT NULL)
       FROM users u WHERE u.id = $4) AS customer,
    (SELECT count(*)::int FROM (SELECT 1 FROM orders o WHERE $2::text IS NOT NULL AND o."userId" = $4 AND ${COUNTED_ORDER} LIMIT 1) x)
      AS "customerOrderCount",
    (SELECT count(*)::int FROM (SELECT 1 FROM orders o JOIN coupons c ON c.id = o."couponId"
       WHERE $2::text IS NOT NULL AND o."userId" = $4 AND upper(c.code) = $2 AND ${COUNTED_ORDER} LIMIT 1) x) AS "customerCouponUses",
    (SELECT json_object_agg(h."productId", h.quantity) FROM (
       SELECT i."productId", sum(i.quantity)::int AS quantity FROM orders o JOIN order_items i ON i."orderId" = o.id
       WHERE o."userId" = $4 AND o.status = 'WaitingForPayment' AND i."productId" IS NOT NULL AND NOT i."isSample" GROUP BY i."productId") h) AS "unpaidHeld",
    (SELECT json_build_object('id', o.id, 'requestHash', o."requestHash") FROM orders o
       WHERE o."userId" = $4 AND o."idempotencyKey" = $6) AS existing,
    (SELECT json_build_object('title', a.title, 'street', a.street, 'city', a.city, 'country', a.country, 'postalCode', a."postalCode",
        'latitude', a.latitude, 'longitude', a.longitude, 'shortAddress', a."shortAddress", 'buildingNumber', a."buildingNumber", 'district', a.district,
        'additionalNumber', a."additionalNumber")
       FROM addresses a WHERE a.id = $5 AND a."userId" = $4) AS "savedAddress",
    (SELECT coalesce(max(l.count), 0)::int FROM rate_limits l
       WHERE l.key = ANY($7::text[]) AND l.window_start > now() - interval '60 seconds') AS "codeMisses",
    (SELECT json_agg(json_build_object('id', pr.id, 'label', json_build_object('ar', pr."labelAr", 'en', pr."labelEn"), 'rule', pr.rule,
        'conditions', pr.conditions, 'days', pr.days, 'hours', pr.hours, 'startsAt', pr."startsAt", 'priority', pr.priority,
        'combinable', pr.combinable, 'combinesWithCoupons', pr."combinesWithCoupons", 'budgetLeft', pr.budget - pr.spent,
        'perCustomerLimit', pr."perCustomerLimit",
        'customerUses', CASE WHEN pr."perCustomerLimit" IS NULL OR $4::int IS NULL THEN 0
          ELSE (SELECT count(*)::int FROM promotion_uses u WHERE u."promotionId" = pr.id AND u."userId" = $4) END) ORDER BY pr.id)
       FROM promotions pr WHERE ${RUNNING_PROMOTION}) AS promotions,
    (SELECT count(*)::int FROM (SELECT 1 FROM orders o WHERE $4::int IS NOT NULL AND o."userId" = $4 AND ${COUNTED_ORDER} LIMIT 1) x) AS "hasOrder"
  FROM (SELECT coalesce((SELECT a.country FROM addresses a WHERE a.id = $5 AND a."userId" = $4), $3::text) AS country) dest`,
);

/** The one row CONTEXT_SQL answers: JSON columns, null where nothing matched. */
interface ContextRow {
  variants: VariantForPricing[] | null;
  coupon: (Omit<CouponFacts, 'expiryDate'> & { expiryDate: string }) | null;
  settings: Parameters<typeof withDefaults>[0];
  country: CheckoutContext['country'];
  rates: CheckoutContext['rates'] | null;
  customer: CheckoutContext['customer'];
  customerOrderCount: CheckoutContext['customerOrderCount'];
  customerCouponUses: CheckoutContext['customerCouponUses'];
  unpaidHeld: Record<string, number> | null;
  existing: CheckoutContext['existing'];
  savedAddress: CheckoutContext['savedAddress'];
  codeMisses: number | null;
  promotions: PromotionRow[] | null;
  hasOrder: number;
}

/**
 * Reads everything pricing needs (settings, variants with their gift-set items, the coupon, the
 * destination's rates) and,
 * for a placement, the customer, an earlier order with the same key and the saved address, in one
 * round trip. Nothing is locked: stock is taken at the end of the order transaction by a
 * conditional update, so the contended rows stay locked only until commit.
 */
export async function loadCheckoutContext(db: Queryable, lookup: CheckoutLookup): Promise<CheckoutContext> {
  const [row] = await preparedRows<ContextRow>(db, CONTEXT_SQL, [
    lookup.variantIds,
    lookup.couponCode,
    lookup.country,
    lookup.customerId ?? null,
    lookup.addressId ?? null,
    lookup.idempotencyKey ?? null,
    lookup.codeMissKeys ?? [],
    lookup.productIds,
    lookup.sampleProductIds ?? [],
  ]);
  const variants = (row.variants ?? []).map((v) => ({ ...v, price: Number(v.price) }));
  const productVariants = new Map<number, VariantForPricing[]>(lookup.productIds.map((id) => [id, []]));
  const samples = new Map<number, VariantForPricing>();
  for (const v of variants) {
    if (v.isSample) samples.set(v.productId, v);
    else productVariants.get(v.productId)?.push(v);
  }
  const coupon = row.coupon;
  return {
    settings: withDefaults(row.settings),
    variants: new Map(variants.map((v) => [v.id, v])),
    productVariants,
    samples,
    coupon: coupon ? { ...coupon, expiryDate: new Date(coupon.expiryDate) } : null,
    country: row.country ?? null,
    rates: row.rates ?? [],
    customer: row.customer,
    customerOrderCount: row.customerOrderCount,
    customerCouponUses: row.customerCouponUses,
    unpaidHeld: new Map(Object.entries(row.unpaidHeld ?? {}).map(([id, n]) => [Number(id), n])),
    existing: row.existing,
    savedAddress: row.savedAddress,
    codeMisses: row.codeMisses ?? 0,
    promotions: row.promotions ?? [],
    hasOrder: row.hasOrder > 0,
  };
}
