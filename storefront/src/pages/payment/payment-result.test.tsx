import { render, screen } from '@testing-library/preact';
import type { PaymentDto } from '../../api/types';
import { registerDictionary } from '../../i18n';
import { en } from '../../i18n/en';
import { authStore } from '../../state/auth';
import { setLanguage } from '../../state/preferences';
import PaymentResult from '../PaymentResult';
import { PaymentResultCard } from './PaymentResultCard';

registerDictionary('en', en);

const paid: PaymentDto = {
  id: '5d0c7f5e-2b1a-4c1e-9f7a-0b5d2f1c9a11',
  orderId: 41,
  orderNumber: 'WRD-000041',
  method: 'card',
  provider: 'moyasar',
  invoiceId: 'pay_7f3a9c',
  taxInvoiceNumber: 'INV-000123',
  amount: 442,
  refundedAmount: 0,
  currency: 'SAR',
  createdAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-11-28T09:30:00.000Z',
  paidAt: '2026-11-28T09:04:00.000Z',
  status: 'Paid',
  failureReason: null,
  redirectUrl: null,
};
const pending: PaymentDto = {
  ...paid,
  status: 'Pending',
  taxInvoiceNumber: null,
  paidAt: null,
  expiresAt: '2999-01-01T00:00:00.000Z',
  redirectUrl: 'https://pay.example/x',
};

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the payment result card (issue 37 §8)', () => {
  beforeEach(() => setLanguage('en'));

  it('a paid order names its tax invoice and when it was paid, not the gateway id or an expiry', () => {
    render(<PaymentResultCard p={paid} asGuest={false} />);
    expect(row('Tax invoice number')).toBe('INV-000123');
    expect(row('Paid on')).toMatch(/2026/);
    expect(row('Expires')).toBeNull();
    expect(row('Payment reference')).toBeNull();
    expect(screen.queryByText('pay_7f3a9c')).toBeNull();
    expect(links()).toEqual([
      ['Track the shipment', `/shipment/${paid.id}`],
      ['View order', '/user/orders/41'],
    ]);
  });

  it('a guest who paid gets one way to follow the order, not two tracking buttons', () => {
    render(<PaymentResultCard p={paid} asGuest />);
    expect(links()).toEqual([['Track the shipment', `/shipment/${paid.id}`]]);
  });

  it('a pending payment says until when it can be paid, with the provider reference for support', () => {
    render(<PaymentResultCard p={pending} asGuest />);
    expect(row('Expires')).toMatch(/2999|1\/1\//);
    expect(row('Payment reference')).toBe('pay_7f3a9c');
    expect(row('Tax invoice number')).toBeNull();
    expect(links()).toEqual([
      ['Complete the payment', 'https://pay.example/x'],
      ['Track your order', '/track'],
    ]);
  });

  it('Arabic: the tax invoice under its Arabic name', () => {
    setLanguage('ar');
    render(<PaymentResultCard p={paid} asGuest={false} />);
    expect(row('رقم الفاتورة الضريبية')).toBe('INV-000123');
    expect(row('تاريخ الانتهاء')).toBeNull();
  });
});

describe('a shopper back from paying without this browser’s order access (issue 37 §5)', () => {
  beforeEach(() => {
    localStorage.clear();
    setLanguage('en');
    authStore.set({ status: 'unauthenticated', token: null, user: null });
  });

  it('gets the order number and contact look-up, not a sign-in form, and can still sign in', () => {
    history.replaceState(null, '', `/payment/result?paymentId=${paid.id}`);
    render(<PaymentResult paymentId={paid.id} />);
    expect(screen.getByRole('heading', { name: 'Follow your order' })).toBeTruthy();
    expect(screen.getByLabelText('Order number')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number or email')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(location.pathname).toBe('/payment/result');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account?next=${encodeURIComponent(`/payment/result?paymentId=${paid.id}`)}`,
    );
  });
});
