import type { PromotionType } from '@ward/shared';

type Values = Record<string, unknown>;

/** The fields each kind of rule has: what the form keeps of `rule` after its kind was switched. */
const RULE_KEYS: Record<PromotionType, string[]> = {
  orderDiscount: ['discount', 'minSubtotal', 'minItems'],
  itemDiscount: ['items', 'discount'],
  buyXgetY: ['buy', 'get', 'percentOff', 'maxApplications'],
  tiered: ['basis', 'items', 'tiers'],
  freeShipping: ['countries', 'minSubtotal'],
  bundlePrice: ['items', 'size', 'price', 'maxApplications'],
};

const FIELDS = [
  'name',
  'label',
  'isActive',
  'startsAt',
  'endsAt',
  'days',
  'hours',
  'priority',
  'combinable',
  'combinesWithCoupons',
  'usageLimit',
  'perCustomerLimit',
  'budget',
  'conditions',
];

const pick = (from: Values | undefined, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => from?.[k] !== undefined).map((k) => [k, from![k]]));

/**
 * The form's values as `POST/PUT /api/admin/promotions` and the preview take them: only the
 * promotion's own fields (not its status or counters), and only the chosen rule kind's fields.
 */
export function toPromotionInput(values: Values): Values {
  const rule = (values.rule ?? {}) as Values;
  const type = rule.type as PromotionType | undefined;
  const keys = type && RULE_KEYS[type] ? RULE_KEYS[type] : [];
  return { ...pick(values, FIELDS), ...schedule(values), rule: { type, ...pick(rule, keys) } };
}

/** No weekday ticked is every day; both hour boxes empty is all day (one alone is an error to fix). */
function schedule(values: Values): Values {
  const days = values.days as number[] | null | undefined;
  const hours = values.hours as { from?: number | null; to?: number | null } | null | undefined;
  const noHours = hours == null || (hours.from == null && hours.to == null);
  return { days: days?.length ? days : null, hours: noHours ? null : hours };
}
