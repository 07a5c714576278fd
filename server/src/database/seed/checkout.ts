import { COUNTRIES, type CountryCode } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows.js';
import { seedDemoOrders } from './demo-orders.js';

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
