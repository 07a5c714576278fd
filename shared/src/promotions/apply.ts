import { apportionHalalas } from '../payments.js';
import type { Halalas } from '../money.js';
import { nudgesFor } from './nudges.js';
import { cutsOf } from './rules.js';
import type {
  AppliedPromotion,
  PromotedLine,
  PromotionCart,
  PromotionLevel,
  PromotionOutcome,
  PromotionShopper,
  PromotionTerms,
  PromotionType,
} from './types.js';
import { mergeLines, unitsOf, type Item, type Unit } from './units.js';

/** The documented order (DESIGN.md §5, issue 28): item-level, then order-level, then shipping. */
export const PROMOTION_LEVEL: Record<PromotionType, PromotionLevel> = {
  itemDiscount: 'item',
  buyXgetY: 'item',
  bundlePrice: 'item',
  orderDiscount: 'order',
  tiered: 'order',
  freeShipping: 'shipping',
};
const LEVEL_RANK: Record<PromotionLevel, number> = { item: 0, order: 1, shipping: 2 };

/** Whether the shopper meets the promotion's conditions (each given condition must hold). */
export function promotionEligible(p: PromotionTerms, shopper: PromotionShopper = {}): boolean {
  const c = p.conditions ?? {};
  if (shopper.withCoupon && !p.combinesWithCoupons) return false;
  if (c.paymentMethods?.length && !(shopper.paymentMethod && c.paymentMethods.includes(shopper.paymentMethod))) return false;
  if (c.countries?.length && !(shopper.country && c.countries.includes(shopper.country))) return false;
  if (c.firstOrderOnly && !shopper.firstOrder) return false;
  const byId = !!c.customerIds?.length;
  const byTag = !!c.customerTags?.length;
  if (byId || byTag) {
    const idOk = byId && shopper.customerId != null && c.customerIds!.includes(shopper.customerId);
    const tagOk = byTag && (shopper.customerTags ?? []).some((t) => c.customerTags!.includes(t));
    if (!idOk && !tagOk) return false;
  }
  return true;
}

/** Level first, then priority (higher first), then id: the order promotions of one choice are applied in. */
const applyOrder = (a: PromotionTerms, b: PromotionTerms) =>
  LEVEL_RANK[PROMOTION_LEVEL[a.rule.type]] - LEVEL_RANK[PROMOTION_LEVEL[b.rule.type]] || b.priority - a.priority || a.id - b.id;

interface Evaluation {
  promotions: PromotionTerms[];
  applied: AppliedPromotion[];
  /** per unit, per applied promotion: its cut */
  cuts: Map<number, Halalas[]>;
  units: Unit[];
  itemDiscount: Halalas;
  orderDiscount: Halalas;
  shippingDiscount: Halalas;
  freeShipping: boolean;
}

/** Applies one set of promotions (all at once) to fresh units. */
function evaluate(promotions: PromotionTerms[], items: Item[], input: PromotionCart): Evaluation {
  const units = unitsOf(items);
  const ev: Evaluation = {
    promotions,
    applied: [],
    cuts: new Map(),
    units,
    itemDiscount: 0,
    orderDiscount: 0,
    shippingDiscount: 0,
    freeShipping: false,
  };
  for (const p of [...promotions].sort(applyOrder)) {
    const level = PROMOTION_LEVEL[p.rule.type];
    if (p.rule.type === 'freeShipping') {
      const rule = p.rule;
      const left = units.reduce((s, u) => s + u.value, 0);
      const country = input.shopper?.country;
      const where = !rule.countries?.length || (!!country && rule.countries.includes(country));
      if (ev.freeShipping || !where || !units.length || left < rule.minSubtotal) continue;
      const fee = Math.max(0, input.shippingFee ?? 0);
      if (p.budgetLeft != null && p.budgetLeft < fee) continue;
      ev.freeShipping = true;
      ev.shippingDiscount = fee;
      ev.applied.push({ promotionId: p.id, type: p.rule.type, level, amount: fee, ...(p.label ? { label: p.label } : {}) });
      continue;
    }
    let cuts = cutsOf(p.rule, units, items);
    let amount = cuts.reduce((s, c) => s + c, 0);
    if (p.budgetLeft != null && amount > p.budgetLeft) {
      // a budget nearly spent gives what is left of it, spread like the full discount
      const capped = apportionHalalas(Math.max(0, p.budgetLeft), cuts);
      cuts = capped.map((c, i) => Math.min(c, cuts[i]));
      amount = cuts.reduce((s, c) => s + c, 0);
    }
    if (amount <= 0) continue;
    cuts.forEach((c, i) => (units[i].value -= c));
    ev.cuts.set(p.id, cuts);
    if (level === 'item') ev.itemDiscount += amount;
    else ev.orderDiscount += amount;
    ev.applied.push({ promotionId: p.id, type: p.rule.type, level, amount, ...(p.label ? { label: p.label } : {}) });
  }
  return ev;
}

const savings = (ev: Evaluation) => ev.itemDiscount + ev.orderDiscount + ev.shippingDiscount;
const topPriority = (ev: Evaluation) => Math.max(-Infinity, ...ev.promotions.map((p) => p.priority));
const lowestId = (ev: Evaluation) => Math.min(Infinity, ...ev.promotions.map((p) => p.id));

/**
 * Applies the active promotions to a cart. The combinable ones apply together; each one that does
 * not combine is tried alone; the shopper gets whichever choice saves most (ties: the higher
 * priority, then the lower id), so the choice never depends on the order things were listed in.
 * Every discount is spread over the lines in whole halalas (largest remainder), no line below 0.
 */
export function applyPromotions(input: PromotionCart): PromotionOutcome {
  const items = mergeLines(input.lines);
  const eligible = input.promotions.filter((p) => promotionEligible(p, input.shopper));
  const choices = [eligible.filter((p) => p.combinable), ...eligible.filter((p) => !p.combinable).map((p) => [p])];
  let best: Evaluation | null = null;
  for (const choice of choices) {
    const ev = evaluate(choice, items, input);
    if (
      !best ||
      savings(ev) > savings(best) ||
      (savings(ev) === savings(best) &&
        (topPriority(ev) > topPriority(best) || (topPriority(ev) === topPriority(best) && lowestId(ev) < lowestId(best))))
    )
      best = ev;
  }
  const chosen = best ?? evaluate([], items, input);
  const subtotal = items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
  const lines = lineShares(input, items, chosen);
  const afterDiscounts = subtotal - chosen.itemDiscount - chosen.orderDiscount;
  return {
    lines,
    applied: chosen.applied,
    subtotal,
    itemDiscount: chosen.itemDiscount,
    orderDiscount: chosen.orderDiscount,
    afterDiscounts,
    freeShipping: chosen.freeShipping,
    shippingDiscount: chosen.shippingDiscount,
    nudges: nudgesFor(eligible, chosen.applied, chosen.units, items, input),
  };
}

/** Each promotion's cut of each merged item, spread back over the input lines it merged (by quantity). */
function lineShares(input: PromotionCart, items: Item[], ev: Evaluation): PromotedLine[] {
  const lines: PromotedLine[] = input.lines.map((l, index) => ({
    index,
    discount: 0,
    total: Math.max(0, Math.round(l.unitPrice)) * Math.max(0, Math.floor(l.quantity)),
    shares: [],
  }));
  for (const { promotionId } of ev.applied) {
    const cuts = ev.cuts.get(promotionId);
    if (!cuts) continue;
    const perItem = items.map(() => 0);
    cuts.forEach((c, u) => (perItem[ev.units[u].item] += c));
    perItem.forEach((amount, i) => {
      if (!amount) return;
      const sources = items[i].sources;
      const parts = apportionHalalas(
        amount,
        sources.map((s) => s.quantity),
      );
      sources.forEach((s, k) => {
        if (!parts[k]) return;
        const line = lines[s.index];
        line.discount += parts[k];
        line.total -= parts[k];
        const share = line.shares.find((x) => x.promotionId === promotionId);
        if (share) share.amount += parts[k];
        else line.shares.push({ promotionId, amount: parts[k] });
      });
    });
  }
  return lines;
}
