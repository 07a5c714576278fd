import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNTRIES = `('SA', 'AE', 'QA', 'KW', 'BH')`;
const ORDER_STATUSES = `('New', 'Rejected', 'WaitingForPayment', 'PaymentFailure', 'InPreparation', 'OnTheWay', 'Completed')`;
const PAYMENT_STATUSES = `('Pending', 'Paid', 'Canceled', 'Failed', 'Expired', 'Refunded')`;

/** Checkout (issue 3): coupons, carriers and rates, orders with their history, payments, the test gateway. */
export class Checkout1763700200000 implements MigrationInterface {
  name = 'Checkout1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coupons (
        id serial PRIMARY KEY,
        code text NOT NULL CHECK (length(code) BETWEEN 2 AND 32),
        "discountValue" numeric(12,2) NOT NULL CHECK ("discountValue" > 0),
        "isPercentage" boolean NOT NULL DEFAULT true,
        "expiryDate" timestamptz NOT NULL,
        "usageLimit" int CHECK ("usageLimit" > 0),
        "usedCount" int NOT NULL DEFAULT 0 CHECK ("usedCount" >= 0),
        "minOrderTotal" numeric(12,2) CHECK ("minOrderTotal" >= 0),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT "isPercentage" OR "discountValue" <= 100),
        CHECK ("usageLimit" IS NULL OR "usedCount" <= "usageLimit")
      )`);
    // codes are case-insensitive
    await q.query(`CREATE UNIQUE INDEX coupons_code ON coupons (upper(code))`);
    await q.query(`CREATE INDEX coupons_expiry ON coupons ("expiryDate")`);

    await q.query(`
      CREATE TABLE carriers (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "trackingUrlTemplate" text NOT NULL CHECK (position('{n}' in "trackingUrlTemplate") > 0),
        "isActive" boolean NOT NULL DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE shipping_rates (
        id serial PRIMARY KEY,
        country text NOT NULL CHECK (country IN ${COUNTRIES}),
        "carrierId" int NOT NULL REFERENCES carriers(id) ON DELETE CASCADE,
        "firstKgFee" numeric(12,2) NOT NULL CHECK ("firstKgFee" >= 0),
        "additionalKgFee" numeric(12,2) NOT NULL CHECK ("additionalKgFee" >= 0),
        "minDays" int NOT NULL DEFAULT 3 CHECK ("minDays" >= 0),
        "maxDays" int NOT NULL DEFAULT 5,
        "isActive" boolean NOT NULL DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CHECK ("maxDays" >= "minDays"),
        UNIQUE (country, "carrierId")
      )`);

    await q.query(`CREATE SEQUENCE order_number_seq START 100001`);
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        "orderNumber" text NOT NULL UNIQUE,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        "customerName" text NOT NULL,
        "customerEmail" text NOT NULL,
        "customerPhone" text,
        status text NOT NULL CHECK (status IN ${ORDER_STATUSES}),
        "paymentMethod" text NOT NULL CHECK ("paymentMethod" IN ('card', 'cod', 'wallet')),
        "couponId" int REFERENCES coupons(id) ON DELETE SET NULL,
        "couponCode" text,
        subtotal numeric(12,2) NOT NULL CHECK (subtotal >= 0),
        discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= subtotal),
        shipping numeric(12,2) NOT NULL DEFAULT 0 CHECK (shipping >= 0),
        "codFee" numeric(12,2) NOT NULL DEFAULT 0 CHECK ("codFee" >= 0),
        vat numeric(12,2) NOT NULL CHECK (vat >= 0 AND vat <= total),
        total numeric(12,2) NOT NULL CHECK (total >= 0),
        country text NOT NULL CHECK (country IN ${COUNTRIES}),
        address jsonb NOT NULL,
        "weightGrams" int NOT NULL DEFAULT 0,
        "carrierId" int REFERENCES carriers(id) ON DELETE SET NULL,
        "carrierNameAr" text,
        "carrierNameEn" text,
        "trackingUrlTemplate" text,
        "trackingNumber" text,
        "deliveryMinDays" int NOT NULL DEFAULT 3,
        "deliveryMaxDays" int NOT NULL DEFAULT 5,
        "rejectionReason" text,
        notes text,
        "invoiceNumber" text UNIQUE,
        "invoicedAt" timestamptz,
        "idempotencyKey" text,
        "requestHash" text,
        "stockReleased" boolean NOT NULL DEFAULT false,
        "shippedAt" timestamptz,
        "completedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CHECK (total = subtotal - discount + shipping + "codFee")
      )`);
    // one order per (customer, Idempotency-Key), whichever instance served the request
    await q.query(`CREATE UNIQUE INDEX orders_idempotency ON orders ("userId", "idempotencyKey") WHERE "idempotencyKey" IS NOT NULL`);
    await q.query(`CREATE INDEX orders_user ON orders ("userId", "createdAt" DESC)`);
    await q.query(`CREATE INDEX orders_status ON orders (status, "createdAt" DESC)`);
    await q.query(`CREATE INDEX orders_created ON orders ("createdAt")`);
    await q.query(`
      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        "orderId" int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        "productId" int REFERENCES products(id) ON DELETE SET NULL,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        image jsonb,
        quantity int NOT NULL CHECK (quantity > 0),
        "itemPrice" numeric(12,2) NOT NULL CHECK ("itemPrice" >= 0),
        "discountPercent" int,
        "finalPrice" numeric(12,2) NOT NULL CHECK ("finalPrice" >= 0),
        "lineTotal" numeric(12,2) NOT NULL CHECK ("lineTotal" >= 0),
        weight int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX order_items_order ON order_items ("orderId")`);
    await q.query(`CREATE INDEX order_items_product ON order_items ("productId")`);
    await q.query(`
      CREATE TABLE order_events (
        id serial PRIMARY KEY,
        "orderId" int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        "fromStatus" text,
        "toStatus" text NOT NULL,
        "actorType" text NOT NULL CHECK ("actorType" IN ('customer', 'admin', 'system', 'gateway')),
        "actorId" int,
        "actorName" text,
        note text,
        "createdAt" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_events_order ON order_events ("orderId", id)`);
    // gapless tax invoice numbers: one counter row, incremented inside the confirming transaction
    await q.query(`CREATE TABLE invoice_counter (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), value int NOT NULL)`);
    await q.query(`INSERT INTO invoice_counter (id, value) VALUES (1, 0)`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "orderId" int NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        gateway text NOT NULL,
        method text NOT NULL CHECK (method IN ('card', 'cod', 'wallet')),
        "invoiceId" text,
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        currency text NOT NULL DEFAULT 'SAR',
        status text NOT NULL CHECK (status IN ${PAYMENT_STATUSES}),
        "redirectUrl" text,
        "failureReason" text,
        "expiresAt" timestamptz,
        "paidAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        UNIQUE (gateway, "invoiceId")
      )`);
    await q.query(`CREATE INDEX payments_user ON payments ("userId")`);
    await q.query(`CREATE INDEX payments_due ON payments ("expiresAt") WHERE status = 'Pending' AND gateway <> 'cod'`);
    await q.query(`
      CREATE TABLE payment_events (
        id serial PRIMARY KEY,
        "paymentId" uuid REFERENCES payments(id) ON DELETE CASCADE,
        "eventId" text NOT NULL UNIQUE,
        status text NOT NULL,
        outcome text NOT NULL,
        payload jsonb NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);

    // the built-in test gateway's own books (a separate system in spirit: it only knows invoices)
    await q.query(`
      CREATE TABLE test_gateway_invoices (
        id text PRIMARY KEY,
        reference text NOT NULL,
        amount int NOT NULL CHECK (amount >= 0),
        currency text NOT NULL DEFAULT 'SAR',
        description text NOT NULL,
        methods jsonb NOT NULL,
        "returnUrl" text NOT NULL,
        status text NOT NULL CHECK (status IN ${PAYMENT_STATUSES}),
        "paidWith" text,
        "failureReason" text,
        challenge jsonb,
        "expiresAt" timestamptz NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'test_gateway_invoices',
      'payment_events',
      'payments',
      'invoice_counter',
      'order_events',
      'order_items',
      'orders',
      'shipping_rates',
      'carriers',
      'coupons',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS order_number_seq`);
  }
}
