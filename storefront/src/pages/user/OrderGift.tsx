import type { OrderDto } from '../../api/types';
import { GiftIcon } from '../../components/Icons';
import { useT } from '../../i18n';

/** What the customer asked for the gift, as the shop will pack it. */
export function OrderGift({ gift }: { gift: NonNullable<OrderDto['gift']> }) {
  const t = useT();
  return (
    <section class="card order-gift" aria-labelledby="order-gift" data-testid="order-gift">
      <h2 id="order-gift" class="sub-title">
        <GiftIcon size={20} /> {t('gift.title')}
      </h2>
      <ul class="gift-facts">
        <li>{gift.wrap ? t('gift.wrapped') : t('gift.notWrapped')}</li>
        {gift.recipient ? (
          <li>
            {t('gift.deliverTo')}: {gift.recipient.name} · <bdi dir="ltr">{gift.recipient.phone}</bdi>
          </li>
        ) : null}
        {gift.hidePrices ? <li>{t('gift.pricesHidden')}</li> : null}
      </ul>
      {gift.message ? (
        <figure class="gift-card">
          <figcaption class="muted small">{t('gift.message')}</figcaption>
          <p class="user-text">{gift.message}</p>
        </figure>
      ) : null}
    </section>
  );
}
