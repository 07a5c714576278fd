import type { Halalas } from '../money.js';
import type { BundlePriceRule, BuyXGetYRule, PromotionRule, TieredRule } from './types.js';
import { amountOff, inSet, spread, type Item, type Unit } from './units.js';

/** What a rule takes off, per unit (parallel to the units given), before any budget cap. */
export type Cuts = Halalas[];

const none = (units: Unit[]): Cuts => units.map(() => 0);
const total = (units: Unit[]) => units.reduce((s, u) => s + u.value, 0);

/** Cuts for the chosen units only, spread by value, laid back over all units. */
function onSome(units: Unit[], chosen: number[], amount: Halalas): Cuts {
  const cuts = none(units);
  const part = spread(
    chosen.map((i) => units[i]),
    amount,
  );
  chosen.forEach((u, k) => (cuts[u] += part[k]));
  return cuts;
}

const matching = (units: Unit[], items: Item[], set: Parameters<typeof inSet>[0]) =>
  units.flatMap((u, i) => (inSet(set, items[u.item]) ? [i] : []));

/** The highest tier the figure reaches, or null. */
export function metTier(rule: TieredRule, figure: number) {
  let met: TieredRule['tiers'][number] | null = null;
  for (const tier of rule.tiers) if (figure >= tier.min) met = tier;
  return met;
}

/**
 * Buy X get Y, repeated up to its maximum. Each application takes as its "get" units the cheapest
 * unused units of the get set (skipping ones the buy side still needs), and as its "buy" units the
 * dearest unused units of the buy set: the cheapest qualifying units are the discounted ones.
 */
export function buyXGetYPlan(rule: BuyXGetYRule, units: Unit[], items: Item[]): { gets: number[]; applications: number } {
  const x = rule.buy.quantity;
  const y = rule.get.quantity;
  if (x < 1 || y < 1) return { gets: [], applications: 0 };
  const byValue = (a: number, b: number) => units[a].value - units[b].value || a - b;
  const buySet = new Set(matching(units, items, rule.buy.items));
  const getList = matching(units, items, rule.get.items).sort(byValue);
  const used = new Set<number>();
  const gets: number[] = [];
  let applications = 0;
  const max = rule.maxApplications ?? Infinity;
  while (applications < max) {
    let buyFree = [...buySet].filter((u) => !used.has(u)).length;
    const chosen: number[] = [];
    for (const u of getList) {
      if (chosen.length === y) break;
      if (used.has(u)) continue;
      if (buySet.has(u)) {
        if (buyFree - 1 < x) continue;
        buyFree--;
      }
      chosen.push(u);
    }
    if (chosen.length < y || buyFree < x) break;
    chosen.forEach((u) => used.add(u));
    const buys = [...buySet]
      .filter((u) => !used.has(u))
      .sort((a, b) => byValue(b, a))
      .slice(0, x);
    buys.forEach((u) => used.add(u));
    gets.push(...chosen);
    applications++;
  }
  return { gets, applications };
}

/** Bundles of `size` from the set, dearest units first (the most the shopper can save), while a bundle saves anything. */
export function bundlePlan(rule: BundlePriceRule, units: Unit[], items: Item[]): number[][] {
  if (rule.size < 2) return [];
  const pool = matching(units, items, rule.items).sort((a, b) => units[b].value - units[a].value || a - b);
  const bundles: number[][] = [];
  const max = rule.maxApplications ?? Infinity;
  for (let start = 0; start + rule.size <= pool.length && bundles.length < max; start += rule.size) {
    const bundle = pool.slice(start, start + rule.size);
    if (total(bundle.map((u) => units[u])) <= rule.price) break;
    bundles.push(bundle);
  }
  return bundles;
}

/** The per-unit cuts of one item- or order-level rule on the units as they stand. */
export function cutsOf(rule: PromotionRule, units: Unit[], items: Item[]): Cuts {
  switch (rule.type) {
    case 'itemDiscount': {
      const chosen = matching(units, items, rule.items);
      if ('percent' in rule.discount) return onSome(units, chosen, amountOff(total(chosen.map((u) => units[u])), rule.discount));
      const cuts = none(units);
      for (const u of chosen) cuts[u] = amountOff(units[u].value, rule.discount);
      return cuts;
    }
    case 'buyXgetY': {
      const cuts = none(units);
      for (const u of buyXGetYPlan(rule, units, items).gets) cuts[u] = amountOff(units[u].value, { percent: rule.percentOff });
      return cuts;
    }
    case 'bundlePrice': {
      const cuts = none(units);
      for (const bundle of bundlePlan(rule, units, items)) {
        const part = onSome(units, bundle, total(bundle.map((u) => units[u])) - rule.price);
        part.forEach((c, i) => (cuts[i] += c));
      }
      return cuts;
    }
    case 'orderDiscount': {
      const all = units.map((_, i) => i);
      const subtotal = total(units);
      if (rule.minSubtotal && subtotal < rule.minSubtotal) return none(units);
      if (rule.minItems && units.length < rule.minItems) return none(units);
      return onSome(units, all, amountOff(subtotal, rule.discount));
    }
    case 'tiered': {
      const chosen = matching(units, items, rule.items);
      const base = total(chosen.map((u) => units[u]));
      const tier = metTier(rule, rule.basis === 'spend' ? base : chosen.length);
      return tier ? onSome(units, chosen, amountOff(base, tier.discount)) : none(units);
    }
    case 'freeShipping':
      return none(units);
  }
}
