import type { PromotionDto } from '@ward/shared';
import type { Promotion } from './promotion.entity.js';

/** Where a promotion stands now: off, scheduled, ended, used up (uses or budget), or active. */
export function promotionStatus(p: Promotion, now = new Date()): PromotionDto['status'] {
  if (!p.isActive) return 'off';
  if (p.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (p.endsAt && p.endsAt.getTime() <= now.getTime()) return 'ended';
  if ((p.usageLimit !== null && p.usedCount >= p.usageLimit) || (p.budget !== null && p.spent >= p.budget)) return 'usedUp';
  return 'active';
}

export function toPromotionDto(p: Promotion, now = new Date()): PromotionDto {
  return {
    id: p.id,
    name: { ar: p.name.ar, en: p.name.en },
    label: { ar: p.label.ar, en: p.label.en },
    type: p.type,
    rule: p.rule,
    conditions: p.conditions as PromotionDto['conditions'],
    isActive: p.isActive,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    days: p.days,
    hours: p.hours,
    priority: p.priority,
    combinable: p.combinable,
    combinesWithCoupons: p.combinesWithCoupons,
    usageLimit: p.usageLimit,
    perCustomerLimit: p.perCustomerLimit,
    usedCount: p.usedCount,
    budget: p.budget,
    spent: p.spent,
    status: promotionStatus(p, now),
    createdAt: p.createdAt.toISOString(),
  };
}
