import type { QuoteDto } from '../../api/types';
import { Money } from '../../components/Price';
import { localized } from '../../i18n';
import { useLanguage } from '../../state/preferences';
import { useOffersT } from './promotions.texts';

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
