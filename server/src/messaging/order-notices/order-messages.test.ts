import { orderMessage, type OrderMessageContext } from './order-messages.js';

describe('what a rejected order tells its customer about the money', () => {
  const base: OrderMessageContext = {
    orderNumber: 'W1001',
    customerName: 'Reem',
    total: 230,
    paymentMethod: 'card',
    ordersUrl: 'https://ward.example/user/orders',
    reason: 'Out of stock',
  };
  const told = (c: Partial<OrderMessageContext>) => orderMessage('Rejected', { ...base, ...c }).description;

  it('a card payment goes back to the card; with store credit beside it, that part to the wallet', () => {
    expect(told({}).en).toBe('Reason: Out of stock. The amount paid will be refunded to your payment method.');
    expect(told({ walletAmount: 20 })).toEqual({
      ar: 'السبب: Out of stock. سيعاد المبلغ المدفوع إلى وسيلة الدفع، والرصيد المستخدم إلى محفظتك.',
      en: 'Reason: Out of stock. The amount paid will be refunded to your payment method, and the store credit used to your wallet.',
    });
  });

  it('an order store credit paid whole, or cash on delivery with store credit: only the wallet; cash alone: nothing', () => {
    expect(told({ paymentMethod: 'storeCredit', walletAmount: 230 }).en).toBe(
      'Reason: Out of stock. The store credit used is back in your wallet.',
    );
    expect(told({ paymentMethod: 'cod', walletAmount: 50 }).ar).toBe('السبب: Out of stock. عاد الرصيد المستخدم إلى محفظتك.');
    expect(told({ paymentMethod: 'cod' }).en).toBe('Reason: Out of stock.');
  });
});
