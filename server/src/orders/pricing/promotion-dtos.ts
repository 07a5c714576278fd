import {
  formatSar,
  toSar,
  translate,
  type AppliedPromotionDto,
  type Language,
  type PromotionNudgeDto,
  type PromotionOutcome,
} from '@ward/shared';
import type { CheckoutLine } from './price-checkout.js';

const NO_LABEL = { ar: '', en: '' };

/** The promotions applied, as the quote and the order tell them (SAR). */
export function appliedPromotionsDto(outcome: PromotionOutcome | null): AppliedPromotionDto[] {
  return (outcome?.applied ?? []).map((a) => ({
    promotionId: a.promotionId,
    type: a.type,
    level: a.level,
    label: a.label ?? NO_LABEL,
    amount: toSar(a.amount),
  }));
}

/** A line's part of the promotions (SAR). */
export function linePromotionsDto(line: CheckoutLine): {
  promotionDiscount: number;
  promotions: Array<{ promotionId: number; amount: number }>;
} {
  const p = line.promotion;
  return {
    promotionDiscount: toSar(p?.discount ?? 0),
    promotions: (p?.shares ?? []).map((s) => ({ promotionId: s.promotionId, amount: toSar(s.amount) })),
  };
}

/** The nearest promotion not had yet, translated: "Add 1 more piece to get: 3rd one free". */
export function nudgeDto(outcome: PromotionOutcome | null, lang: Language): PromotionNudgeDto | null {
  const nudge = outcome?.nudges[0];
  if (!nudge) return null;
  const label = nudge.label ?? NO_LABEL;
  const items = 'items' in nudge.missing ? nudge.missing.items : null;
  const amount = 'amount' in nudge.missing ? toSar(nudge.missing.amount) : null;
  const message =
    items !== null
      ? translate('promotion.nudgeItems', lang, { count: items, label: label[lang] })
      : translate('promotion.nudgeAmount', lang, { amount: formatSar(amount!, lang), label: label[lang] });
  return { promotionId: nudge.promotionId, type: nudge.type, label, items, amount, message };
}
