import { render, screen, within } from '@testing-library/preact';
import type { PublicShipmentDto } from '../../api/types';
import { registerDictionary } from '../../i18n';
import { en } from '../../i18n/en';
import { clearCache, primeCache } from '../../lib/query';
import { forgetGuestOrder, rememberGuestOrder } from '../../state/guest-order';
import { setLanguage } from '../../state/preferences';
import Track from '../Track';

registerDictionary('en', en);

const shared: PublicShipmentDto = {
  status: 'InPreparation',
  isShipped: false,
  carrier: null,
  shippedAt: null,
  deliveredAt: null,
  estimatedDelivery: { from: '2026-12-01', to: '2026-12-03' },
  paymentStatus: 'Paid',
  timeline: [
    { status: 'WaitingForPayment', at: '2026-11-28T09:00:00.000Z' },
    { status: 'New', at: '2026-11-28T09:04:00.000Z' },
    { status: 'InPreparation', at: '2026-11-28T11:30:00.000Z' },
  ],
  order: null,
};
const lookedUp: PublicShipmentDto = {
  ...shared,
  order: {
    id: 41,
    orderNumber: 'W100123',
    placedAt: '2026-11-28T09:00:00.000Z',
    total: 230,
    items: [
      {
        id: 77,
        name: { ar: 'عطر مسك الورد', en: 'Rose musk' },
        optionLabels: [{ code: 'size', name: { ar: 'الحجم', en: 'Size' }, value: { ar: '50 مل', en: '50 ml' } }],
        quantity: 2,
        refundedQuantity: 0,
        isSample: false,
      },
    ],
  },
};
const show = (token: string, data: PublicShipmentDto) => {
  primeCache(`/api/track/${token}`, data);
  render(<Track token={token} />);
};
const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;

describe('/track: the order as a timeline (issue 37 §7)', () => {
  beforeEach(() => {
    clearCache();
    setLanguage('en');
  });

  it('each step it went through with its date, the next ones muted, the current one marked; no warning', () => {
    show('1.a', shared);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(
      steps.map((li) => [li.querySelector('.track-label')?.textContent, !!li.querySelector('time'), li.classList.contains('is-done')]),
    ).toEqual([
      ['Waiting for payment', true, true],
      ['New', true, true],
      ['In preparation', true, true],
      ['On the way', false, false],
      ['Completed', false, false],
    ]);
    expect(steps[2].getAttribute('aria-current')).toBe('step');
    expect(row('Payment')).toBe('Paid');
    expect(screen.queryByRole('status')).toBeNull();
    expect(row('Order number')).toBeNull();
  });

  it('after a contact look-up: the order number and its lines with their size', () => {
    show('1~a', lookedUp);
    expect(row('Order number')).toBe('W100123');
    expect(row('Items')).toBe('Rose musk — 50 ml ×2');
  });

  it('a guest holding the order’s access (from the look-up) asks for a return of a delivered order here; without it, no returns', () => {
    const delivered: PublicShipmentDto = { ...lookedUp, status: 'Completed' };
    show('1~b', delivered);
    expect(screen.queryByRole('heading', { name: 'Returns' })).toBeNull();

    clearCache();
    rememberGuestOrder({
      orderId: 41,
      orderNumber: 'W100123',
      paymentId: null,
      token: 't',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    primeCache('/api/orders/41/returns', []);
    show('1~c', delivered);
    expect(screen.getByRole('heading', { name: 'Returns' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return items' })).toBeTruthy();
    forgetGuestOrder();
  });

  it('a guest holding the access cancels an order not delivered 15 days after it was placed here; not before, not without it', async () => {
    const access = {
      orderId: 41,
      orderNumber: 'W100123',
      paymentId: null,
      token: 't',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const late: PublicShipmentDto = {
      ...lookedUp,
      order: { ...lookedUp.order!, placedAt: new Date(Date.now() - 16 * 86_400_000).toISOString() },
    };
    show('1~d', late);
    expect(screen.queryByRole('heading', { name: 'Late delivery' })).toBeNull();

    clearCache();
    rememberGuestOrder(access);
    primeCache('/api/orders/41/returns', []);
    show('1~e', lookedUp);
    expect(screen.queryByRole('heading', { name: 'Late delivery' })).toBeNull();
    clearCache();
    primeCache('/api/orders/41/returns', []);
    show('1~f', late);
    expect(screen.getByRole('heading', { name: 'Late delivery' })).toBeTruthy();
    screen.getByRole('button', { name: 'Cancel the order for a full refund' }).click();
    // the confirmation says what comes back before anything moves
    expect(await screen.findByText(/SAR 230\.00 refunded in full/)).toBeTruthy();
    forgetGuestOrder();
  });
});
