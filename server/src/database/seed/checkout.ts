import { COUNTRIES, toSar, type CountryCode, type OrderStatus, type PaymentMethod } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { updateReturning } from '../../payments/sql.js';
import { priceWith } from '../../orders/pricing/checkout-pricer.js';
import { orderItemOf } from '../../orders/order-items.js';
import { OrderItem } from '../../orders/order.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

/**
 * Carriers with their public tracking pages (`{n}` = tracking number, `{lang}` = ar/en: the page in
 * the shopper's language). Checked against each carrier's own tracking page; an admin edits them
 * in the back office when a carrier moves its page.
 */
export const SEED_CARRIERS = [
  { ar: 'سمسا إكسبريس', en: 'SMSA Express', template: 'https://www.smsaexpress.com/sa/{lang}/trackingdetails?tracknumbers={n}' },
  { ar: 'أرامكس', en: 'Aramex', template: 'https://www.aramex.com/sa/{lang}/track/results?ShipmentNumber={n}' },
  { ar: 'سبل (البريد السعودي)', en: 'SPL Saudi Post', template: 'https://splonline.com.sa/{lang}/shipment-tracking/?tid={n}' },
  { ar: 'جي آند تي إكسبرس', en: 'J&T Express', template: 'https://www.jtexpress.sa/{lang}/trajectoryQuery?waybillNo={n}' },
  { ar: 'ناقل إكسبرس', en: 'Naqel Express', template: 'https://www.naqelexpress.com/{lang}/tracking/?waybills={n}' },
  {
    ar: 'دي إتش إل إكسبريس',
    en: 'DHL Express',
    template: 'https://www.dhl.com/sa-{lang}/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
  },
] as const;

/** SAR incl. VAT: [first kg, each further kg, min days, max days] per carrier (null: does not serve). */
const RATES: Record<CountryCode, Array<[number, number, number, number] | null>> = {
  // SMSA, Aramex, SPL, J&T, Naqel, DHL
  SA: [[25, 5, 3, 5], [28, 6, 3, 5], [20, 4, 3, 5], [22, 4, 2, 4], [24, 5, 2, 4], null],
  AE: [[45, 12, 3, 5], [50, 10, 3, 5], null, null, [55, 12, 4, 6], [70, 15, 3, 5]],
  QA: [[50, 12, 3, 5], [55, 12, 3, 5], null, null, null, [75, 15, 3, 5]],
  KW: [[50, 12, 3, 5], [55, 12, 3, 5], null, null, [58, 12, 4, 6], [75, 15, 3, 5]],
  BH: [[45, 12, 3, 5], [50, 10, 3, 5], null, null, [55, 12, 4, 6], [70, 15, 3, 5]],
};

const DAY = 86_400_000;

/** Carriers, rates for the five countries, a few coupons and some orders for the demo customer. */
export async function seedCheckout(db: DataSource): Promise<void> {
  const carrierIds: number[] = [];
  for (const c of SEED_CARRIERS) {
    const [{ id }] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO carriers ("nameAr", "nameEn", "trackingUrlTemplate") VALUES ($1, $2, $3) RETURNING id`,
      [c.ar, c.en, c.template],
    );
    carrierIds.push(id);
  }
  for (const country of COUNTRIES) {
    for (const [i, rate] of RATES[country].entries()) {
      if (!rate) continue;
      await db.query(
        `INSERT INTO shipping_rates (country, "carrierId", "firstKgFee", "additionalKgFee", "minDays", "maxDays") VALUES ($1, $2, $3, $4, $5, $6)`,
        [country, carrierIds[i], ...rate],
      );
    }
  }

  const now = Date.now();
  // code, value, percentage, expiry, usage limit, minimum order, first order only
  const coupons: Array<[string, number, boolean, Date, number | null, number | null, boolean]> = [
    ['WARD10', 10, true, new Date(now + 365 * DAY), null, null, false],
    ['SAVE50', 50, false, new Date(now + 180 * DAY), null, 300, false],
    ['WELCOME15', 15, true, new Date(now + 90 * DAY), 500, 100, true],
    ['RAMADAN25', 25, true, new Date(now - 30 * DAY), 1000, null, false],
  ];
  for (const c of coupons) {
    await db.query(
      `INSERT INTO coupons (code, "discountValue", "isPercentage", "expiryDate", "usageLimit", "minOrderTotal", "firstOrderOnly")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      c,
    );
  }

  await seedDemoOrders(db);
}

interface SeedOrder {
  daysAgo: number;
  status: OrderStatus;
  method: PaymentMethod;
  lines: Array<[number, number]>;
  coupon?: string;
  country?: CountryCode;
}

/** Orders of `customer@ward.sa` in every state, so /user/orders, the dashboard and the sales report are not empty. */
async function seedDemoOrders(db: DataSource): Promise<void> {
  const [customer] = await sqlRows<{ id: number; name: string; email: string; phone: string | null }>(
    db,
    `SELECT id, name, email, phone FROM users WHERE email = 'customer@ward.sa'`,
  );
  // one variant of each of the first twelve products that have stock and a weight
  const products: Array<{ id: number }> = await db.query(
    `SELECT DISTINCT ON ("productId") id FROM product_variants
     WHERE weight IS NOT NULL AND stock >= 5 ORDER BY "productId", "isDefault" DESC, id LIMIT 12`,
  );
  if (!customer || products.length < 6) return;
  const [admin] = await sqlRows<{ id: number; name: string }>(db, `SELECT id, name FROM users WHERE role = 'Admin' ORDER BY id LIMIT 1`);
  const plan: SeedOrder[] = [
    {
      daysAgo: 44,
      status: 'Completed',
      method: 'card',
      lines: [
        [0, 1],
        [3, 2],
      ],
    },
    { daysAgo: 37, status: 'Completed', method: 'cod', lines: [[1, 1]] },
    {
      daysAgo: 29,
      status: 'Completed',
      method: 'wallet',
      lines: [
        [2, 1],
        [5, 1],
      ],
      coupon: 'WARD10',
    },
    { daysAgo: 22, status: 'Rejected', method: 'cod', lines: [[4, 3]] },
    { daysAgo: 18, status: 'Completed', method: 'card', lines: [[6, 2]], country: 'AE' },
    { daysAgo: 12, status: 'PaymentFailure', method: 'card', lines: [[7, 1]] },
    {
      daysAgo: 8,
      status: 'OnTheWay',
      method: 'card',
      lines: [
        [0, 1],
        [8, 1],
      ],
      coupon: 'SAVE50',
    },
    { daysAgo: 4, status: 'InPreparation', method: 'cod', lines: [[9, 2]] },
    {
      daysAgo: 1,
      status: 'New',
      method: 'wallet',
      lines: [
        [10, 1],
        [1, 1],
      ],
    },
  ];
  const address = {
    title: 'المنزل',
    recipientName: customer.name,
    phone: customer.phone,
    street: 'طريق الملك فهد، مبنى 12',
    city: 'الرياض',
    country: 'SA',
    postalCode: '12211',
    latitude: 24.7136,
    longitude: 46.6753,
    buildingNumber: '7070',
    district: 'العليا',
    additionalNumber: '2345',
  };
  const confirmed: OrderStatus[] = ['New', 'InPreparation', 'OnTheWay', 'Completed', 'Rejected'];

  for (const [index, o] of plan.entries()) {
    const country = o.country ?? 'SA';
    const created = new Date(Date.now() - o.daysAgo * DAY - (index % 5) * 3_600_000);
    const items = o.lines.map(([p, quantity]) => ({ variantId: products[p % products.length].id, quantity }));
    // priced as the shop prices every order (the one pricing path), as of today
    const { priced } = await priceWith(db, { items, couponCode: o.coupon ?? null, country, paymentMethod: o.method });
    const { totals: pricing, coupon, grams } = priced;
    const { rate } = priced.shipping!;
    const [{ n }] = await sqlRows<{ n: string }>(db, `SELECT nextval('order_number_seq') AS n`);
    let invoiceNumber: string | null = null;
    if (confirmed.includes(o.status)) {
      const [{ value }] = await updateReturning<{ value: number }>(
        db,
        `UPDATE invoice_counter SET value = value + 1 WHERE id = 1 RETURNING value`,
      );
      invoiceNumber = `INV-${String(value).padStart(6, '0')}`;
    }
    const shipped = o.status === 'OnTheWay' || o.status === 'Completed';
    const tracking = shipped ? `2312${String(100000 + index * 7919).slice(0, 6)}` : null;
    const [{ id: orderId }] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO orders ("orderNumber", "userId", "customerName", "customerEmail", "customerPhone", status, "paymentMethod", "couponId", "couponCode",
         subtotal, discount, shipping, "codFee", vat, total, country, address, "weightGrams", "carrierId", "carrierNameAr", "carrierNameEn", "trackingUrlTemplate",
         "trackingNumber", "rejectionReason", "invoiceNumber", "invoicedAt", "stockReleased", "shippedAt", "completedAt", "createdAt", "updatedAt")
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$30) RETURNING id`,
      [
        `W${n}`,
        customer.id,
        customer.name,
        customer.email,
        customer.phone,
        o.status,
        o.method,
        coupon?.id ?? null,
        coupon?.code ?? null,
        toSar(pricing.subtotal),
        toSar(pricing.discount),
        toSar(pricing.shipping),
        toSar(pricing.codFee),
        toSar(pricing.vat),
        toSar(pricing.total),
        country,
        JSON.stringify({
          ...address,
          country,
          city: country === 'SA' ? address.city : 'دبي',
          postalCode: country === 'SA' ? address.postalCode : null,
        }),
        grams,
        rate.carrier.id,
        rate.carrier.name.ar,
        rate.carrier.name.en,
        shipped ? rate.carrier.trackingUrlTemplate : null,
        tracking,
        o.status === 'Rejected' ? 'نفدت الكمية من المستودع' : null,
        invoiceNumber,
        invoiceNumber ? created : null,
        o.status === 'Rejected' || o.status === 'PaymentFailure',
        shipped ? new Date(created.getTime() + DAY) : null,
        o.status === 'Completed' ? new Date(created.getTime() + 4 * DAY) : null,
        created,
      ],
    );
    await db.getRepository(OrderItem).insert(priced.lines.map((line) => ({ ...orderItemOf(line), orderId })));
    // the timeline as it would have happened
    const online = o.method !== 'cod';
    const steps: Array<[OrderStatus | null, OrderStatus, string, string | null]> = [
      [null, online ? 'WaitingForPayment' : 'New', 'customer', null],
    ];
    if (online)
      steps.push([
        'WaitingForPayment',
        o.status === 'PaymentFailure' ? 'PaymentFailure' : 'New',
        'gateway',
        o.status === 'PaymentFailure' ? 'card_declined' : 'paid',
      ]);
    const path: OrderStatus[] = ['InPreparation', 'OnTheWay', 'Completed'];
    if (o.status === 'Rejected') steps.push(['New', 'Rejected', 'admin', 'نفدت الكمية من المستودع']);
    for (const [i, s] of path.entries()) {
      if (path.indexOf(o.status) >= i)
        steps.push([i === 0 ? 'New' : path[i - 1], s, 'admin', s === 'OnTheWay' ? `${rate.carrier.name.en} ${tracking}` : null]);
    }
    for (const [i, [from, to, actor, note]] of steps.entries()) {
      await db.query(
        `INSERT INTO order_events ("orderId", "fromStatus", "toStatus", "actorType", "actorId", "actorName", note, "createdAt") VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [
          orderId,
          from,
          to,
          actor,
          actor === 'admin' ? (admin?.id ?? null) : actor === 'customer' ? customer.id : null,
          actor === 'admin' ? (admin?.name ?? null) : actor === 'customer' ? customer.name : null,
          note,
          new Date(created.getTime() + i * (i === 1 && online ? 60_000 : DAY / 2)),
        ],
      );
    }
    const paymentStatus =
      o.status === 'PaymentFailure'
        ? 'Failed'
        : o.status === 'Rejected'
          ? online
            ? 'Refunded'
            : 'Canceled'
          : online || o.status === 'Completed'
            ? 'Paid'
            : 'Pending';
    await db.query(
      `INSERT INTO payments ("orderId", "userId", gateway, method, amount, status, "failureReason", "expiresAt", "paidAt", "createdAt", "updatedAt")
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$10)`,
      [
        orderId,
        customer.id,
        online ? 'test' : 'cod',
        o.method,
        toSar(pricing.total),
        paymentStatus,
        paymentStatus === 'Failed' ? 'card_declined' : null,
        online ? new Date(created.getTime() + 30 * 60_000) : null,
        paymentStatus === 'Paid' ? new Date(created.getTime() + (online ? 60_000 : 4 * DAY)) : null,
        created,
      ],
    );
    if (coupon && o.status !== 'PaymentFailure' && o.status !== 'Rejected')
      await db.query(`UPDATE coupons SET "usedCount" = "usedCount" + 1 WHERE id = $1`, [coupon.id]);
  }
}
