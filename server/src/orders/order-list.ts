import { estimatedCount } from '../common/estimated-count.js';
import { listSpec } from '../common/rest-list.js';

/** The back office's order list (alias `o`): status, customer, payment method, Riyadh-day date range, total range, text search. */
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
  search: ['o."orderNumber"', 'o."customerName"', 'o."customerEmail"'],
  count: estimatedCount(),
  filters: {
    status: ['o.status', 'eq'],
    customerId: ['o."userId"', 'id'],
    userId: ['o."userId"', 'id'],
    paymentMethod: ['o."paymentMethod"', 'eq'],
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
