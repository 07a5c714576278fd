import { estimatedCount } from '../common/estimated-count.js';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { listSpec } from '../common/rest-list.js';
import { customerMatch } from '../customers/customer-search.js';

/**
 * `q`: an order number (W100123, or its digits) exactly, or the customers it matches
 * (`customerMatch`: a phone or email prefix, or part of a name, email or phone) and then their
 * orders (orders_user): two index lookups instead of three ILIKE scans over every order.
 */
function searchOrders(qb: SelectQueryBuilder<ObjectLiteral>, q: string): void {
  const number = /^w?(\d{4,})$/i.exec(q)?.[1];
  qb.andWhere(
    new Brackets((w) => {
      if (number) w.where('o."orderNumber" = :f_qnumber', { f_qnumber: `W${number}` });
      const [customer, params] = customerMatch('u', q);
      w.orWhere(`o."userId" IN (SELECT u.id FROM users u WHERE ${customer})`, params);
    }),
  );
}

/**
 * Up to this many matching orders a list counts them exactly; above, the planner's estimate
 * ("about"). A search for a common first name matches tens of thousands of orders at a million,
 * and counting even ten thousand of them through the customers' join cost more than the page.
 */
export const ORDERS_COUNTED_UP_TO = 1_000;

/** The back office's order list (alias `o`): status, customer, payment method and status, Riyadh-day date range, total range, text search. */
export const ORDER_LIST = listSpec({
  idColumn: 'o.id',
  defaultSort: 'o.id',
  sorts: {
    id: 'o.id',
    orderNumber: 'o.id',
    createdAt: 'o."createdAt"',
    updatedAt: 'o."updatedAt"',
    total: 'o.total',
    status: 'o.status',
    paymentMethod: 'o."paymentMethod"',
    customerName: 'o."customerName"',
  },
  search: searchOrders,
  count: estimatedCount(ORDERS_COUNTED_UP_TO),
  filters: {
    status: ['o.status', 'eq'],
    customerId: ['o."userId"', 'id'],
    userId: ['o."userId"', 'id'],
    paymentMethod: ['o."paymentMethod"', 'eq'],
    // the order's payment (one per order): tells a paid New order from one paid on delivery
    paymentStatus: ['(SELECT p.status FROM payments p WHERE p."orderId" = o.id ORDER BY p."createdAt" DESC LIMIT 1)', 'eq'],
    createdAt_gte: ['o."createdAt"', 'date_gte'],
    createdAt_lte: ['o."createdAt"', 'date_lte'],
    dateFrom: ['o."createdAt"', 'date_gte'],
    dateTo: ['o."createdAt"', 'date_lte'],
    total_gte: ['o.total', 'number_gte'],
    total_lte: ['o.total', 'number_lte'],
    totalMin: ['o.total', 'number_gte'],
    totalMax: ['o.total', 'number_lte'],
  },
});
