import type { OrderDto } from '@ward/shared';
import { payWithCard, SA_ADDRESS } from './checkout-fixtures.js';
import { act, admin, customer, t } from './orders-kit.js';
import { eventsSettled } from './until.js';

/** Calls and checks the returns tests share (with `useOrdersApp()`: read inside tests). */
export type Lang = 'ar' | 'en';
export const sealedRefund = { reason: 'changedMind', condition: 'sealed', wish: 'refund' } as const;

export const ask = (orderId: number, body: object, options: { token?: string; headers?: Record<string, string>; lang?: Lang } = {}) =>
  t.api.post(`/api/orders/${orderId}/returns`, body, {
    token: options.token ?? (options.headers ? undefined : customer.token),
    headers: options.headers,
    lang: options.lang ?? 'en',
  });
export const move = (id: number, action: string, body: object = {}, lang: Lang = 'en') =>
  t.api.post(`/api/admin/returns/${id}/${action}`, body, { token: admin.token, lang });
export const returnsCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM returns`))[0].n as number;
export const creditNotes = async (orderId: number) =>
  (
    await t.db.query(`SELECT total::float AS total FROM zatca_documents WHERE "orderId" = $1 AND kind = 'credit-note' ORDER BY id`, [
      orderId,
    ])
  ).map((r: { total: number }) => r.total);
export const movements = async (orderId: number) =>
  t.db.query<Array<{ delta: number; reason: string; reference: string }>>(
    `SELECT delta, reason, reference FROM stock_movements WHERE "orderId" = $1 AND reason = 'return_restock' ORDER BY id`,
    [orderId],
  );
export const toldTitles = async (userId: number) => {
  await eventsSettled(t.db);
  return (await t.db.query(`SELECT "titleEn" FROM notifications WHERE "userId" = $1 ORDER BY id`, [userId])).map(
    (r: { titleEn: string }) => r.titleEn,
  ) as string[];
};

/** Takes an order the admin way to delivered (Completed). */
export async function deliver(orderId: number): Promise<OrderDto> {
  expect((await act(orderId, 'approve')).status).toBe(200);
  expect((await act(orderId, 'ship', { trackingNumber: 'SM-3000-1' })).status).toBe(200);
  const done = await act(orderId, 'complete');
  expect(done.body).toMatchObject({ status: 'Completed' });
  return done.body as OrderDto;
}

/** A card order (the test gateway), paid and delivered. */
export async function paidDelivered(lines: Array<{ productId: number; quantity: number }>, extra: object = {}, token = customer.token) {
  const placed = await t.api.post(
    '/api/orders',
    { items: lines, paymentMethod: 'card', address: SA_ADDRESS, ...extra },
    { token, lang: 'en' },
  );
  expect(placed.status).toBe(201);
  expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
  return deliver(placed.body.data.order.id as number);
}
