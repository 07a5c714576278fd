import { render, screen } from '@testing-library/preact';
import type { OrderDto, OrderItemDto } from '../../../api/types';
import { registerDictionary } from '../../../i18n';
import { en } from '../../../i18n/en';
import { setLanguage } from '../../../state/preferences';
import { OrderItems } from './OrderItems';

registerDictionary('en', en);

const line: OrderItemDto = {
  id: 1,
  productId: 7,
  variantId: 3,
  sku: 'RM-100',
  optionLabels: [],
  name: { ar: 'عطر مسك الورد', en: 'Rose musk' },
  image: null,
  quantity: 1,
  itemPrice: 520,
  discount: 78,
  discountPercent: 15,
  finalPrice: 442,
  lineTotal: 442,
  refundedQuantity: 0,
  isSample: false,
  promotionDiscount: 0,
  promotions: [],
};
const order = {
  items: [line],
  subtotal: 442,
  discount: 0,
  shipping: 0,
  codFee: 0,
  giftWrap: 0,
  vat: 57.65,
  total: 442,
  couponCode: null,
} as unknown as OrderDto;

describe('an order line on the order page (issue 37 §16)', () => {
  it('keeps the price paid and the price before apart, and says which is which', () => {
    setLanguage('en');
    render(<OrderItems order={order} />);
    const prices = screen.getByText(/× 1/).textContent ?? '';
    expect(prices).not.toContain('442.00SAR');
    expect(prices).toMatch(/SAR 442\.00 Price before discountSAR 520\.00/);
  });
});

describe('an order’s promotions on the order page (issue 28)', () => {
  it('names each line’s promotion share and lists what each promotion gave', () => {
    setLanguage('en');
    const label = { ar: 'الثالثة مجاناً', en: '3rd one free' };
    const promoted = {
      ...order,
      items: [{ ...line, quantity: 3, lineTotal: 1326, promotionDiscount: 442, promotions: [{ promotionId: 4, amount: 442 }] }],
      promotions: [
        { promotionId: 4, type: 'buyXgetY', level: 'item', label, amount: 442 },
        { promotionId: 6, type: 'freeShipping', level: 'shipping', label: { ar: 'شحن مجاني', en: 'Ships free' }, amount: 25 },
      ],
    } as unknown as OrderDto;
    render(<OrderItems order={promoted} />);
    const [share, applied] = screen.getAllByRole('list', { name: 'Offers applied' });
    expect(share.textContent).toBe('3rd one free −SAR 442.00');
    expect([...applied.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['3rd one free−SAR 442.00', 'Ships freeFree shipping']);
  });
});

describe('an export on the order page (issue 32)', () => {
  it('shows VAT 0 as an export, zero-rated, and warns of the destination’s duties, in English and Arabic', () => {
    const exported = { ...order, vatCategory: 'Z', vat: 0, subtotal: 384.35, total: 384.35 } as unknown as OrderDto;
    setLanguage('en');
    const { unmount } = render(<OrderItems order={exported} />);
    expect(screen.getByText('Export — zero-rated').nextElementSibling?.textContent).toBe('SAR 0.00');
    expect(screen.getByRole('note').textContent).toBe('The destination may collect import duties and VAT on delivery');
    unmount();
    setLanguage('ar');
    render(<OrderItems order={exported} />);
    expect(screen.getByText('تصدير — خاضع لنسبة صفر من ضريبة القيمة المضافة')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('رسوماً جمركية');
  });

  it('says nothing of exports for an order in the Kingdom', () => {
    setLanguage('en');
    render(<OrderItems order={{ ...order, vatCategory: 'S' } as unknown as OrderDto} />);
    expect(screen.queryByText('Export — zero-rated')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('store credit on the order page (issue 31)', () => {
  it('shows what store credit paid and what the card paid, or what the courier collects', async () => {
    setLanguage('en');
    const paid = { ...order, walletAmount: 42, paymentMethod: 'card' } as unknown as OrderDto;
    const { unmount } = render(<OrderItems order={paid} />);
    expect((await screen.findByText('Store credit')).nextElementSibling?.textContent).toBe('−SAR 42.00');
    expect(screen.getByText('Paid by the payment method').nextElementSibling?.textContent).toBe('SAR 400.00');
    unmount();
    render(<OrderItems order={{ ...paid, paymentMethod: 'cod' } as unknown as OrderDto} />);
    expect((await screen.findByText('To collect on delivery')).nextElementSibling?.textContent).toBe('SAR 400.00');
  });

  it('says nothing of store credit on an order it did not pay', () => {
    setLanguage('en');
    render(<OrderItems order={{ ...order, walletAmount: 0 }} />);
    expect(screen.queryByText('Store credit')).toBeNull();
  });
});
