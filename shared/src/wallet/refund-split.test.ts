import fc from 'fast-check';
import { splitRefund } from './refund-split.js';

describe('splitRefund', () => {
  it('payment part + store-credit part = the refund, neither negative, neither beyond what it has left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, paymentLeft, storeCreditLeft) => {
          const split = splitRefund(amount, paymentLeft, storeCreditLeft);
          if (split === null) return expect(amount).toBeGreaterThan(paymentLeft + storeCreditLeft);
          expect(split.payment + split.storeCredit).toBe(amount);
          expect(split.payment).toBeGreaterThanOrEqual(0);
          expect(split.storeCredit).toBeGreaterThanOrEqual(0);
          expect(split.payment).toBeLessThanOrEqual(paymentLeft);
          expect(split.storeCredit).toBeLessThanOrEqual(storeCreditLeft);
          // the payment gives back all it can before the wallet gets anything
          if (split.storeCredit > 0) expect(split.payment).toBe(paymentLeft);
        },
      ),
    );
  });

  it('gives the provider its part first and the wallet the rest', () => {
    expect(splitRefund(10_000, 7_000, 3_000)).toEqual({ payment: 7_000, storeCredit: 3_000 });
    expect(splitRefund(5_000, 7_000, 3_000)).toEqual({ payment: 5_000, storeCredit: 0 });
    expect(splitRefund(2_000, 0, 3_000)).toEqual({ payment: 0, storeCredit: 2_000 });
    expect(splitRefund(10_001, 7_000, 3_000)).toBeNull();
  });
});
