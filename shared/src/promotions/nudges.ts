import type { Halalas } from '../money.js';
import { buyXGetYPlan, bundlePlan } from './rules.js';
import type { AppliedPromotion, PromotionCart, PromotionNudge, PromotionTerms } from './types.js';
import { inSet, type Item, type Unit } from './units.js';

const left = (units: Unit[]) => units.reduce((s, u) => s + u.value, 0);

/** What the cart still lacks for one promotion (null: nothing to gain by adding, or already had in full). */
function missingFor(
  p: PromotionTerms,
  applied: boolean,
  units: Unit[],
  items: Item[],
  input: PromotionCart,
): PromotionNudge['missing'] | null {
  const rule = p.rule;
  switch (rule.type) {
    case 'orderDiscount': {
      if (applied) return null;
      if (rule.minItems && units.length < rule.minItems) return { items: rule.minItems - units.length };
      if (rule.minSubtotal && left(units) < rule.minSubtotal) return { amount: rule.minSubtotal - left(units) };
      return null;
    }
    case 'freeShipping': {
      const country = input.shopper?.country;
      if (applied || !units.length || (rule.countries?.length && !(country && rule.countries.includes(country)))) return null;
      const missing: Halalas = rule.minSubtotal - left(units);
      return missing > 0 ? { amount: missing } : null;
    }
    case 'tiered': {
      const matching = units.filter((u) => inSet(rule.items, items[u.item]));
      const figure = rule.basis === 'spend' ? left(matching) : matching.length;
      const next = rule.tiers.find((t) => t.min > figure);
      if (!next) return null;
      return rule.basis === 'spend' ? { amount: next.min - figure } : { items: next.min - figure };
    }
    case 'buyXgetY': {
      const { applications } = buyXGetYPlan(rule, units, items);
      if (rule.maxApplications != null && applications >= rule.maxApplications) return null;
      // the units of the sets not yet in an application: how many more complete the next one
      const pool = units.filter((u) => inSet(rule.buy.items, items[u.item]) || inSet(rule.get.items, items[u.item])).length;
      const per = rule.buy.quantity + rule.get.quantity;
      const rest = pool - applications * per;
      return rest > 0 ? { items: per - rest } : null;
    }
    case 'bundlePrice': {
      const bundles = bundlePlan(rule, units, items).length;
      if (rule.maxApplications != null && bundles >= rule.maxApplications) return null;
      const rest = units.filter((u) => inSet(rule.items, items[u.item])).length - bundles * rule.size;
      return rest > 0 && rest < rule.size ? { items: rule.size - rest } : null;
    }
    case 'itemDiscount':
      return null;
  }
}

const size = (m: PromotionNudge['missing']) => ('items' in m ? m.items : m.amount);

/**
 * Promotions the cart almost gets: "add 1 more to get one free", "add 45 SAR for free shipping".
 * Measured on the cart as priced by the chosen promotions; item counts before amounts, then the
 * smallest gap, then priority and id.
 */
export function nudgesFor(
  eligible: PromotionTerms[],
  applied: AppliedPromotion[],
  units: Unit[],
  items: Item[],
  input: PromotionCart,
): PromotionNudge[] {
  const had = new Set(applied.map((a) => a.promotionId));
  const nudges: Array<PromotionNudge & { priority: number }> = [];
  for (const p of eligible) {
    const missing = missingFor(p, had.has(p.id), units, items, input);
    if (missing && size(missing) > 0)
      nudges.push({ promotionId: p.id, type: p.rule.type, missing, priority: p.priority, ...(p.label ? { label: p.label } : {}) });
  }
  nudges.sort(
    (a, b) =>
      Number('amount' in a.missing) - Number('amount' in b.missing) ||
      size(a.missing) - size(b.missing) ||
      b.priority - a.priority ||
      a.promotionId - b.promotionId,
  );
  return nudges.map(({ priority: _priority, ...n }) => n);
}
