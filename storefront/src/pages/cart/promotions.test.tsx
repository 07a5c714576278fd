import { render, screen, within } from '@testing-library/preact';
import type { QuoteDto, QuoteLineDto } from '../../api/types';
import { OrderTotals } from '../../components/OrderTotals';
import { registerDictionary } from '../../i18n';
import { en } from '../../i18n/en';
import { setLanguage } from '../../state/preferences';
import { CartLine } from './CartLine';
import { PromotionSummary } from '../../components/PromotionOffers';

registerDictionary('en', en);
afterEach(() => setLanguage('ar'));

/** Issue 28: the cart and checkout tell the quote's promotions, per line and in all, and its nudge, as the server sent them. */
const label = { ar: 'الثالثة مجاناً', en: '3rd one free' };
const promotions: QuoteDto['promotions'] = [
  { promotionId: 4, type: 'buyXgetY', level: 'item', label, amount: 100 },
  {
    promotionId: 9,
    type: 'freeShipping',
    level: 'shipping',
    label: { ar: 'شحن مجاني لعملاء الرياض', en: 'Riyadh ships free' },
    amount: 25,
  },
];
const nudge: QuoteDto['nudge'] = {
  promotionId: 5,
  type: 'orderDiscount',
  label: { ar: 'خصم 10%', en: '10% off' },
  items: null,
  amount: 45,
  message: 'Add SAR 45.00 more to get: 10% off',
};

describe('promotions in the cart', () => {
  it('lists each applied promotion with what it took off or the shipping it waived, and the nudge', () => {
    setLanguage('en');
    render(<PromotionSummary quote={{ promotions, nudge }} />);
    const list = screen.getByRole('list', { name: 'Offers applied' });
    const [buy, ship] = within(list).getAllByRole('listitem');
    expect(buy.textContent).toBe('3rd one free−SAR 100.00');
    expect(ship.textContent).toBe('Riyadh ships freeFree shipping');
    expect(screen.getByRole('status').textContent).toBe('Add SAR 45.00 more to get: 10% off');
  });

  it('shows nothing when no promotion applies or nudges', () => {
    const { container } = render(<PromotionSummary quote={{ promotions: [], nudge: null }} />);
    expect(container.innerHTML).toBe('');
  });

  it('names a line’s share by its promotion, in Arabic', () => {
    const line = {
      productId: 7,
      variantId: 3,
      itemPrice: 100,
      finalPrice: 100,
      lineTotal: 300,
      problem: null,
      message: null,
      promotionDiscount: 100,
      promotions: [{ promotionId: 4, amount: 100 }],
    };
    render(
      <ul>
        <CartLine
          item={{ id: 7, name: { ar: 'مسك', en: 'Musk' }, price: 100, quantity: 3 }}
          line={line as unknown as QuoteLineDto}
          promotions={promotions}
        />
      </ul>,
    );
    const shares = screen.getByRole('list', { name: 'العروض المطبقة' });
    expect(shares.textContent).toBe('الثالثة مجاناً −100.00 ر.س');
  });

  it('tells the promotions’ discount and the coupon’s apart when given both', () => {
    setLanguage('en');
    const figures = { itemCount: 3, subtotal: 300, discount: 110, shipping: 25, codFee: 0, total: 215, vat: 28.04 };
    const parts = { offersLabel: 'Offers', promotionDiscount: 100, couponDiscount: 10 };
    const { container, rerender } = render(<OrderTotals figures={figures} freeShipping={false} couponCode="EID10" parts={parts} />);
    const rows = () => [...container.querySelectorAll('.totals-discount')].map((r) => r.textContent);
    expect(rows()).toEqual(['Offers−SAR 100.00', 'Discount (EID10)−SAR 10.00']);
    rerender(<OrderTotals figures={figures} freeShipping={false} couponCode="EID10" />);
    expect(rows()).toEqual(['Discount (EID10)−SAR 110.00']);
  });
});
