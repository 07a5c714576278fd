import { isTotalEstimated, noteTotal } from './estimatedTotals';

describe('estimated list totals', () => {
  it('remembers per resource whether the last list answer was an estimate', () => {
    noteTotal('/api/admin/orders?sort=%5B%22id%22%2C%22DESC%22%5D&range=%5B0%2C24%5D', new Headers({ 'x-total-estimated': 'true' }));
    noteTotal('/api/admin/coupons?range=%5B0%2C24%5D', new Headers());
    expect(isTotalEstimated('orders')).toBe(true);
    expect(isTotalEstimated('coupons')).toBe(false);
    // a filter that matches few orders: exact again
    noteTotal('/api/admin/orders?filter=%7B%22q%22%3A%22W100123%22%7D', new Headers());
    expect(isTotalEstimated('orders')).toBe(false);
  });

  it('ignores answers that are not lists of a resource (one record, an upload)', () => {
    noteTotal('/api/admin/orders?range=%5B0%2C24%5D', new Headers({ 'x-total-estimated': 'true' }));
    noteTotal('/api/admin/orders/12', new Headers());
    expect(isTotalEstimated('orders')).toBe(true);
  });
});
