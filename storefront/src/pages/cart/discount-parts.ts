import type { QuoteDto } from '../../api/types';
import type { DiscountParts } from '../../components/OrderTotals';
import { useOffersT } from '../../components/promotion-offers.texts';

/** With promotions applied, the totals tell their part and the coupon's apart (both the server's figures). */
export function useDiscountParts(quote: QuoteDto | null): DiscountParts | null {
  const pt = useOffersT();
  if (!quote?.promotionDiscount) return null;
  return { offersLabel: pt('offers.total'), promotionDiscount: quote.promotionDiscount, couponDiscount: quote.coupon?.discount ?? 0 };
}
