import { Injectable } from '@nestjs/common';
import { parseGccMobile, TEXTING_BUDGET_DEFAULTS, type TextingBudgetDto } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { MessagingAccounts } from './messaging-accounts.service.js';

/** Why a text was not sent: the shop's hourly or daily budget, or the hourly limit of its country, was spent. */
export type BudgetRefusal = 'hour' | 'day' | 'country';

const HOUR = 3600;
const DAY = 86_400;
const REFUSED_KEY = 'sms:budget:refused';

/**
 * The shop-wide texting budget (issue 26 §4), counted in `rate_limits` so every instance shares it:
 * texts an hour and a day, and an hour per Gulf country other than Saudi Arabia (premium and foreign
 * numbers are where a flood costs most). Every text asks before it is queued; over the budget it is
 * not sent, the refusal is counted (back-office alert, `/metrics`), and a sign-in code goes by mail
 * where the account has a verified email.
 */
@Injectable()
export class TextingBudget {
  /** refusals seen by this instance, for /metrics */
  readonly refusals: Record<BudgetRefusal, number> = { hour: 0, day: 0, country: 0 };

  constructor(
    private readonly limits: RateLimitService,
    private readonly accounts: MessagingAccounts,
  ) {}

  /** Counts one text to `to` when the budget allows it; otherwise answers why not and counts nothing but the refusal. */
  async take(to: string, manager?: EntityManager): Promise<BudgetRefusal | null> {
    const windows = await this.windowsFor(to, manager);
    for (const w of windows) {
      const state = await this.limits.peek(w.key, w.seconds);
      if (state && state.count >= w.limit) {
        this.refusals[w.reason]++;
        await this.limits.increment(REFUSED_KEY, DAY);
        return w.reason;
      }
    }
    for (const w of windows) await this.limits.increment(w.key, w.seconds);
    return null;
  }

  /** What the back office shows: texts this hour and today against the budget, and refusals in the last day. */
  async state(): Promise<TextingBudgetDto> {
    const budget = await this.budget();
    const [hour, day, refused] = await Promise.all([
      this.limits.peek('sms:budget:hour', HOUR),
      this.limits.peek('sms:budget:day', DAY),
      this.limits.peek(REFUSED_KEY, DAY),
    ]);
    return {
      hour: { used: hour?.count ?? 0, limit: budget.perHour },
      day: { used: day?.count ?? 0, limit: budget.perDay },
      perCountryPerHour: budget.perCountryPerHour,
      refusedToday: refused?.count ?? 0,
      lastRefusalAt: refused?.lastAt.toISOString() ?? null,
    };
  }

  private async budget(manager?: EntityManager) {
    const r = await this.accounts.record(manager);
    return {
      perHour: r.smsBudgetPerHour ?? TEXTING_BUDGET_DEFAULTS.perHour,
      perDay: r.smsBudgetPerDay ?? TEXTING_BUDGET_DEFAULTS.perDay,
      perCountryPerHour: r.smsBudgetPerCountryPerHour ?? TEXTING_BUDGET_DEFAULTS.perCountryPerHour,
    };
  }

  private async windowsFor(to: string, manager?: EntityManager) {
    const budget = await this.budget(manager);
    const country = parseGccMobile(to)?.country ?? 'other';
    return [
      { key: 'sms:budget:hour', limit: budget.perHour, seconds: HOUR, reason: 'hour' as const },
      { key: 'sms:budget:day', limit: budget.perDay, seconds: DAY, reason: 'day' as const },
      ...(country === 'SA'
        ? []
        : [{ key: `sms:budget:${country}`, limit: budget.perCountryPerHour, seconds: HOUR, reason: 'country' as const }]),
    ];
  }
}
