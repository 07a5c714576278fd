import type { OrderStatus } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { DemoPeople, SeedOrder } from './demo-order-plan.js';

const DAY = 86_400_000;

interface DemoOrderFacts {
  orderId: number;
  order: SeedOrder;
  created: Date;
  /** SAR */
  total: number;
  carrierName: string;
  tracking: string | null;
}

/** A demo order's timeline as it would have happened, and its payment. */
export async function insertDemoHistory(db: DataSource, people: DemoPeople, facts: DemoOrderFacts): Promise<void> {
  await insertTimeline(db, people, facts);
  await insertPayment(db, people, facts);
}

async function insertTimeline(db: DataSource, { customer, admin }: DemoPeople, { orderId, order: o, created, carrierName, tracking }: DemoOrderFacts) {
  const online = o.method !== 'cod';
  const steps: Array<[OrderStatus | null, OrderStatus, string, string | null]> = [[null, online ? 'WaitingForPayment' : 'New', 'customer', null]];
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
    if (path.indexOf(o.status) >= i) steps.push([i === 0 ? 'New' : path[i - 1], s, 'admin', s === 'OnTheWay' ? `${carrierName} ${tracking}` : null]);
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
}

async function insertPayment(db: DataSource, { customer }: DemoPeople, { orderId, order: o, created, total }: DemoOrderFacts) {
  const online = o.method !== 'cod';
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
      total,
      paymentStatus,
      paymentStatus === 'Failed' ? 'card_declined' : null,
      online ? new Date(created.getTime() + 30 * 60_000) : null,
      paymentStatus === 'Paid' ? new Date(created.getTime() + (online ? 60_000 : 4 * DAY)) : null,
      created,
    ],
  );
}
