import type { Language } from '@ward/shared/constants';
import type { AppliedPromotionDto, PromotionLineDto, QuoteDto } from '../api/types';
import { localized } from '../i18n';
import { useLanguage } from '../state/preferences';
import { Money } from './Price';
import { useOffersT } from './promotion-offers.texts';

/*
 * Promotions as the cart, checkout and order pages tell them (issue 28). One module for the three
 * pages, so it travels in the chunk they already share (with OrderTotals), not in one more.
 */
type Offer = { label: string; amount: number };

/** Each promotion's share of a quote's or an order's line, named by the promotion's label. */
export const lineOffers = (
  promotions: readonly AppliedPromotionDto[] | undefined,
  line: Partial<PromotionLineDto> | undefined,
  lang: Language,
): Offer[] =>
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

/**
 * The promotions the quote applied, each with what it took off (or the shipping it waived), and the
 * nearest one the cart falls short of ("add 1 more piece to get: 3rd one free"), as the server wrote it.
 */
export function PromotionSummary({ quote }: { quote: Pick<QuoteDto, 'promotions' | 'nudge'> }) {
  const pt = useOffersT();
  const lang = useLanguage();
  if (!quote.promotions.length && !quote.nudge) return null;
  return (
    <div class="offers">
      {quote.promotions.length ? (
        <ul class="offers-list" aria-label={pt('offers.title')}>
          {quote.promotions.map((p) => (
            <li key={p.promotionId}>
              <span class="offer-badge">{localized(p.label, lang)}</span>
              {p.level === 'shipping' ? (
                <span>{pt('offers.freeShipping')}</span>
              ) : (
                <span class="offer-amount">
                  −<Money amount={p.amount} />
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {quote.nudge ? (
        <p class="free-hint offer-nudge" role="status">
          {quote.nudge.message}
        </p>
      ) : null}
    </div>
  );
}
