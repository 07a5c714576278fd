import fc from 'fast-check';
import { ORDER_STATUSES } from './constants.js';
import { translate } from './i18n/messages.js';
import {
  ORDER_EVENT_NOTES,
  adminActionsFor,
  addBusinessDays,
  canTrackShipment,
  canTransition,
  estimateDelivery,
  orderDisplayStatusKey,
  orderEventNoteKey,
  orderStatusLabelKey,
  paymentReasonKey,
  paymentResultStatus,
} from './orders.js';
import { couponSchema, placeOrderSchema, quoteSchema } from './validation/checkout.js';
import { decodeZatcaQr, zatcaQrPayload } from './zatca.js';

describe('ZATCA phase-1 QR (TLV tags 1-5, base64)', () => {
  it('passes the public test vector', () => {
    expect(
      zatcaQrPayload({
        sellerName: 'Salla',
        vatNumber: '1234567891',
        timestamp: '2021-07-12T14:25:09Z',
        total: '100.00',
        vatTotal: '15.00',
      }),
    ).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
  });

  it('passes the Arabic seller-name vector (lengths are UTF-8 bytes)', () => {
    expect(
      zatcaQrPayload({
        sellerName: 'سلة',
        vatNumber: '1234567891',
        timestamp: new Date('2021-07-12T14:25:09.000Z'),
        total: 100,
        vatTotal: 15,
      }),
    ).toBe('AQbYs9mE2KkCCjEyMzQ1Njc4OTEDFDIwMjEtMDctMTJUMTQ6MjU6MDlaBAYxMDAuMDAFBTE1LjAw');
  });

  it('round-trips any seller name and amounts, matching Node’s own base64', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (name, halalas) => {
          const fields = {
            sellerName: name,
            vatNumber: '310123456700003',
            timestamp: '2025-01-01T00:00:00Z',
            total: (halalas / 100).toFixed(2),
            vatTotal: '1.00',
          };
          const payload = zatcaQrPayload(fields);
          const bytes = Buffer.from(payload, 'base64');
          expect(bytes.toString('base64')).toBe(payload);
          expect(decodeZatcaQr(payload)).toEqual({ 1: name, 2: fields.vatNumber, 3: fields.timestamp, 4: fields.total, 5: '1.00' });
        },
      ),
    );
  });
});

describe('order state machine (DESIGN.md §5)', () => {
  it('allows exactly the documented moves', () => {
    const allowed = new Set([
      'WaitingForPayment>New',
      'WaitingForPayment>PaymentFailure',
      'New>InPreparation',
      'New>Rejected',
      'InPreparation>OnTheWay',
      'OnTheWay>Completed',
    ]);
    for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
    expect(adminActionsFor('New')).toEqual(['approve', 'reject']);
    expect(adminActionsFor('InPreparation')).toEqual(['ship']);
    expect(adminActionsFor('Completed')).toEqual([]);
  });

  it('labels: missing is "not found", unexpected is "unknown"; a failed payment reads "declined", "unknown" only when unreadable', () => {
    expect(orderStatusLabelKey(null)).toBe('orderStatus.NotFound');
    expect(orderStatusLabelKey('OnTheWay')).toBe('orderStatus.OnTheWay');
    expect(orderStatusLabelKey('Lost')).toBe('orderStatus.Unknown');
    expect(
      ['Pending', 'Canceled', 'Paid', 'Expired', 'Failed', 'Refunded', 'PartiallyRefunded', undefined, 'Lost'].map(paymentResultStatus),
    ).toEqual(['pending', 'canceled', 'paid', 'expired', 'declined', 'refunded', 'refunded', 'unknown', 'unknown']);
    expect(paymentReasonKey('card_declined')).toBe('paymentReason.card_declined');
    expect(paymentReasonKey('<script>')).toBe('paymentReason.other');
    // a cancelled payment is not called a "payment failure" in the order lists
    expect(orderDisplayStatusKey('PaymentFailure', 'Canceled')).toBe('orderStatus.PaymentCanceled');
    expect(orderDisplayStatusKey('PaymentFailure', 'Expired')).toBe('orderStatus.PaymentExpired');
    expect(orderDisplayStatusKey('PaymentFailure', 'Failed')).toBe('orderStatus.PaymentFailure');
    expect(orderDisplayStatusKey('New', 'Paid')).toBe('orderStatus.New');
    expect(['New', 'WaitingForPayment', 'PaymentFailure', 'Rejected', 'OnTheWay'].map(canTrackShipment)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    for (const note of ORDER_EVENT_NOTES) expect(translate(orderEventNoteKey(note)!, 'ar')).not.toBe(orderEventNoteKey(note));
    expect(orderEventNoteKey('Address outside coverage')).toBeNull();
  });

  it('delivery estimate counts business days, skipping the Saudi weekend (Friday, Saturday)', () => {
    // Wednesday 2025-01-01 10:00 Riyadh → +3 business days: Thu 2, Sun 5, Mon 6; +5: Tue 7, Wed 8
    expect(estimateDelivery(new Date('2025-01-01T07:00:00Z'))).toEqual({ from: '2025-01-06', to: '2025-01-08' });
    // 23:30 UTC on Thursday is already Friday in Riyadh
    expect(addBusinessDays(new Date('2025-01-02T23:30:00Z'), 1)).toBe('2025-01-05');
  });
});

describe('checkout schemas', () => {
  it('strips client prices from quote lines and normalises the coupon code', () => {
    const parsed = quoteSchema.parse({ items: [{ productId: 1, quantity: 2, price: 0.01, finalPrice: 0 }], couponCode: ' ward10 ' });
    expect(parsed.items).toEqual([{ productId: 1, quantity: 2 }]);
    expect(parsed.couponCode).toBe('WARD10');
    expect(quoteSchema.parse({ items: [], couponCode: '' }).couponCode).toBeNull();
    expect(quoteSchema.safeParse({ items: [{ productId: 1, quantity: 0 }] }).error?.issues[0].message).toBe('validation.quantityMin');
  });

  it('orders need exactly one of addressId or address, and a known payment method', () => {
    const base = { items: [{ productId: 1, quantity: 1 }], paymentMethod: 'cod' };
    expect(placeOrderSchema.safeParse(base).error?.issues[0]).toMatchObject({ path: ['address'], message: 'order.addressRequired' });
    expect(placeOrderSchema.safeParse({ ...base, addressId: 3 }).success).toBe(true);
    // the recipient's name and phone are required (the courier calls them): "required", not "too short"
    const bare = { street: 'King Fahd Road 12', city: 'Riyadh', country: 'SA', recipientName: '', phone: ' ' };
    expect(placeOrderSchema.safeParse({ ...base, address: bare }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'address.recipientName:validation.required',
      'address.phone:validation.required',
    ]);
    const address = { ...bare, recipientName: 'Sara', phone: '0551234567', postalCode: '1234' };
    expect(placeOrderSchema.safeParse({ ...base, address }).error?.issues[0]).toMatchObject({
      path: ['address', 'postalCode'],
      message: 'validation.postalCode',
    });
    expect(
      placeOrderSchema.safeParse({ ...base, address: { ...address, postalCode: '12211' }, country: 'AE' }).error?.issues[0].message,
    ).toBe('order.countryMismatch');
    expect(placeOrderSchema.safeParse({ ...base, addressId: 1, paymentMethod: 'bitcoin' }).error?.issues[0].message).toBe(
      'validation.paymentMethod',
    );
  });

  it('admin coupons follow SPEC.md §5: code ≥ 2, value > 0, percentage ≤ 100, expiry required (a date means the end of that day in Riyadh)', () => {
    const ok = couponSchema.parse({ code: 'ward10', discountValue: 10, isPercentage: true, expiryDate: '2030-12-31' });
    expect(ok).toMatchObject({ code: 'WARD10', expiryDate: '2030-12-31T20:59:59.999Z' });
    const issues = (input: object) => couponSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ code: 'W', discountValue: 0, isPercentage: true })).toEqual([
      'code:validation.minLength',
      'discountValue:validation.positive',
      'expiryDate:validation.required',
    ]);
    expect(issues({ code: 'BIG', discountValue: 150, isPercentage: true, expiryDate: '2030-01-01' })).toEqual([
      'discountValue:coupon.percentMax',
    ]);
    expect(issues({ code: 'NO SPACES', discountValue: 5, isPercentage: false, expiryDate: 'soon' })).toEqual([
      'code:validation.couponCode',
      'expiryDate:validation.date',
    ]);
  });
});
