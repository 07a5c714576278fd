import type { Language } from '@ward/shared/constants';
import type { QuoteDto, QuoteLineDto } from '../../api/types';
import { Money } from '../../components/Price';
import { localized } from '../../i18n';
import { useOffersT } from './promotions.texts';

type Offer = { label: string; amount: number };

/** Each promotion's share of a quote line, named by the promotion's label. */
export const lineOffers = (promotions: QuoteDto['promotions'] | undefined, line: QuoteLineDto | undefined, lang: Language): Offer[] =>
  (line?.promotions ?? []).map((share) => ({
    label: localized(promotions?.find((p) => p.promotionId === share.promotionId)?.label, lang),
    amount: share.amount,
  }));

/** Under a line's price: "3rd one free −SAR 100.00", in a list named for the offers. */
export function LineOffers({ offers }: { offers: Offer[] }) {
  const pt = useOffersT();
  return (
    <ul class="line-offers" aria-label={pt('offers.title')}>
      {offers.map((o, i) => (
        <li key={i}>
          <span class="offer-badge">{o.label}</span>{' '}
          <span class="offer-amount">
            −<Money amount={o.amount} />
          </span>
        </li>
      ))}
    </ul>
  );
}
