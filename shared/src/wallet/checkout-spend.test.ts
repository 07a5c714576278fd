import fc from 'fast-check';
import { PAYMENT_METHODS } from '../constants.js';
import { checkoutSpend } from './checkout-spend.js';

describe('checkoutSpend', () => {
  it('never spends more than the balance or the total, nor less than nothing, and leaves another method something to pay', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (method, asked, balance, total) => {
          const spend = checkoutSpend(method, asked, balance, total);
          if ('refusal' in spend) return;
          expect(spend.wallet).toBeGreaterThanOrEqual(0);
          expect(spend.wallet).toBeLessThanOrEqual(Math.min(balance, total));
          if (method === 'storeCredit') expect(spend.wallet).toBe(total);
          else {
            expect(spend.wallet).toBeLessThanOrEqual(asked);
            if (spend.wallet > 0) expect(spend.wallet).toBeLessThan(total);
          }
        },
      ),
    );
  });

  it('caps a figure beyond the balance, and refuses what a checkout cannot do', () => {
    expect(checkoutSpend('card', 50_000, 12_000, 30_000)).toEqual({ wallet: 12_000 });
    expect(checkoutSpend('cod', 5_000, 12_000, 30_000)).toEqual({ wallet: 5_000 });
    expect(checkoutSpend('card', 0, 12_000, 30_000)).toEqual({ wallet: 0 });
    expect(checkoutSpend('card', 30_000, 40_000, 30_000)).toEqual({ refusal: 'coversAll' });
    expect(checkoutSpend('storeCredit', 0, 40_000, 30_000)).toEqual({ wallet: 30_000 });
    expect(checkoutSpend('storeCredit', 0, 29_999, 30_000)).toEqual({ refusal: 'short' });
    expect(checkoutSpend('tabby', 1_000, 40_000, 30_000)).toEqual({ refusal: 'notWithPayLater' });
    expect(checkoutSpend('tamara', 0, 40_000, 30_000)).toEqual({ wallet: 0 });
  });
});
