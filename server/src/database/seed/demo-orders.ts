import { toSar, type OrderStatus } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { priceWith } from '../../orders/pricing/checkout-pricer.js';
import { orderItemOf } from '../../orders/order-items.js';
import { OrderItem } from '../../orders/order.entity.js';
import { sqlRows, updateReturning } from '../../database/sql-rows.js';
import { DEMO_ORDER_PLAN, demoAddress, type DemoPeople, type SeedOrder } from './demo-order-plan.js';
import { insertDemoHistory } from './demo-order-history.js';

const DAY = 86_400_000;
const CONFIRMED: OrderStatus[] = ['New', 'InPreparation', 'OnTheWay', 'Completed', 'Rejected'];

/** Orders of `customer@ward.sa` in every state, so /user/orders, the dashboard and the sales report are not empty. */
export async function seedDemoOrders(db: DataSource): Promise<void> {
  const [customer] = await sqlRows<DemoPeople['customer']>(db, `SELECT id, name, email, phone FROM users WHERE email = 'customer@ward.sa'`);
  // one variant of each of the first twelve products that have stock and a weight
  const products: Array<{ id: number }> = await db.query(
    `SELECT DISTINCT ON ("productId") id FROM product_variants
     WHERE weight IS NOT NULL AND stock >= 5 ORDER BY "productId", "isDefault" DESC, id LIMIT 12`,
  );
  if (!customer || products.length < 6) return;
  const [admin] = await sqlRows<{ id: number; name: string }>(db, `SELECT id, name FROM users WHERE role = 'Admin' ORDER BY id LIMIT 1`);
  for (const [index, o] of DEMO_ORDER_PLAN.entries()) await seedDemoOrder(db, { customer, admin }, products, index, o);
}

async function nextInvoiceNumber(db: DataSource): Promise<string> {
  const [{ value }] = await updateReturning<{ value: number }>(
    db,
    `UPDATE invoice_counter SET value = value + 1 WHERE id = 1 RETURNING value`,
  );
  return `INV-${String(value).padStart(6, '0')}`;
}

/** One planned order, priced as the shop prices every order (the one pricing path) as of today, with its items, timeline and payment. */
async function seedDemoOrder(
  db: DataSource,
  people: DemoPeople,
  products: Array<{ id: number }>,
  index: number,
  o: SeedOrder,
): Promise<void> {
  const { customer } = people;
  const address = demoAddress(customer);
  const country = o.country ?? 'SA';
  const created = new Date(Date.now() - o.daysAgo * DAY - (index % 5) * 3_600_000);
  const items = o.lines.map(([p, quantity]) => ({ variantId: products[p % products.length].id, quantity }));
  const { priced } = await priceWith(db, { items, couponCode: o.coupon ?? null, country, paymentMethod: o.method });
  const { totals: pricing, coupon, grams } = priced;
  const { rate } = priced.shipping!;
  const [{ n }] = await sqlRows<{ n: string }>(db, `SELECT nextval('order_number_seq') AS n`);
  const invoiceNumber = CONFIRMED.includes(o.status) ? await nextInvoiceNumber(db) : null;
  const shipped = o.status === 'OnTheWay' || o.status === 'Completed';
  const tracking = shipped ? `2312${String(100000 + index * 7919).slice(0, 6)}` : null;
  const [{ id: orderId }] = await sqlRows<{ id: number }>(
    db,
    `INSERT INTO orders ("orderNumber", "userId", "customerName", "customerEmail", "customerPhone", status, "paymentMethod", "couponId", "couponCode",
       subtotal, discount, shipping, "codFee", vat, total, country, address, "weightGrams", "carrierId", "carrierNameAr", "carrierNameEn", "trackingUrlTemplate",
       "trackingNumber", "rejectionReason", "invoiceNumber", "invoicedAt", "stockReleased", "shippedAt", "completedAt", "createdAt", "updatedAt",
       "vatCategory", "exportProof")
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$30,$31,$32) RETURNING id`,
    [
      ...[
        `W${n}`,
        customer.id,
        customer.name,
        customer.email,
        customer.phone,
        o.status,
        o.method,
        coupon?.id ?? null,
        coupon?.code ?? null,
      ],
      ...[pricing.subtotal, pricing.discount, pricing.shipping, pricing.codFee, pricing.vat, pricing.total].map(toSar),
      country,
      JSON.stringify({
        ...address,
        country,
        city: country === 'SA' ? address.city : 'دبي',
        postalCode: country === 'SA' ? address.postalCode : null,
      }),
      ...[grams, rate.carrier.id, rate.carrier.name.ar, rate.carrier.name.en, shipped ? rate.carrier.trackingUrlTemplate : null, tracking],
      o.status === 'Rejected' ? 'نفدت الكمية من المستودع' : null,
      invoiceNumber,
      invoiceNumber ? created : null,
      o.status === 'Rejected' || o.status === 'PaymentFailure',
      shipped ? new Date(created.getTime() + DAY) : null,
      o.status === 'Completed' ? new Date(created.getTime() + 4 * DAY) : null,
      created,
      pricing.zeroRated ? 'Z' : 'S',
      // an export's proof of leaving the Kingdom, as shipping and delivery would have stamped it
      pricing.zeroRated && shipped
        ? JSON.stringify({
            country,
            carrier: rate.carrier.name,
            trackingNumber: tracking,
            shippedAt: new Date(created.getTime() + DAY).toISOString(),
            deliveredAt: o.status === 'Completed' ? new Date(created.getTime() + 4 * DAY).toISOString() : null,
          })
        : null,
    ],
  );
  await db.getRepository(OrderItem).insert(priced.lines.map((line) => ({ ...orderItemOf(line), orderId })));
  await insertDemoHistory(db, people, {
    orderId,
    order: o,
    created,
    total: toSar(pricing.total),
    carrierName: rate.carrier.name.en,
    tracking,
  });
  if (coupon && o.status !== 'PaymentFailure' && o.status !== 'Rejected')
    await db.query(`UPDATE coupons SET "usedCount" = "usedCount" + 1 WHERE id = $1`, [coupon.id]);
}
