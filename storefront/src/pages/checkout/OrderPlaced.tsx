import type { Ref } from 'preact';
import type { OrderDto } from '../../api/types';
import { CheckIcon } from '../../components/Icons';
import { Money } from '../../components/Price';
import { useT } from '../../i18n';
import { orderStatusLabel } from '../../lib/catalogue';
import { useLanguage } from '../../state/preferences';
import { GuestAccountOffer } from './GuestAccountOffer';
import { StoreCreditLines } from './store-credit';
import { StepList } from './StepList';

/** The confirmation of a cash-on-delivery order or one store credit paid whole (card and e-wallet orders go to the gateway). */
export function OrderPlaced({
  order,
  headingRef,
  guest = false,
}: {
  order: OrderDto;
  headingRef: Ref<HTMLHeadingElement>;
  guest?: boolean;
}) {
  const t = useT();
  const lang = useLanguage();
  return (
    <div class="container page narrow">
      <StepList step="done" />
      <div class="card confirm-card">
        <span class="confirm-icon">
          <CheckIcon size={32} />
        </span>
        <h1 class="page-title" ref={headingRef} tabIndex={-1}>
          {t('checkout.thanks')}
        </h1>
        <p>{t('checkout.orderNumber', { number: order.orderNumber })}</p>
        <p class="muted">{t('checkout.orderStatus', { status: orderStatusLabel(order.status, lang, order.paymentStatus) })}</p>
        <p class="confirm-total">
          {t('cart.total')}: <Money amount={order.total} />
        </p>
        <StoreCreditLines applied={order.walletAmount} total={order.total} />
        {order.paymentMethod === 'cod' ? <p class="muted">{t('checkout.codNote')}</p> : null}
        <div class="form-actions center">
          {guest ? (
            <a href="/track" class="btn btn-primary">
              {t('guest.track')}
            </a>
          ) : (
            <a href={`/user/orders/${order.id}`} class="btn btn-primary">
              {t('checkout.viewOrder')}
            </a>
          )}
          <a href="/products" class="btn btn-outline">
            {t('cart.continueShopping')}
          </a>
        </div>
      </div>
      {guest ? <GuestAccountOffer orderId={order.id} /> : null}
    </div>
  );
}
