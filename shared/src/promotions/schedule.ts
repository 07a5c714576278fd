import { RIYADH_OFFSET_MS } from '../riyadh-time.js';

/** When a promotion runs, in Riyadh time: from `startsAt` until `endsAt`, optionally on some weekdays and hours only. */
export interface PromotionSchedule {
  startsAt: string | Date;
  endsAt?: string | Date | null;
  /** Riyadh weekdays, 0 = Sunday … 6 = Saturday; empty or absent = every day */
  days?: number[] | null;
  /** Riyadh hours [from, to): from 0–23, to 1–24; to ≤ from runs past midnight */
  hours?: { from: number; to: number } | null;
}

/** Whether the schedule runs at `now` (start included, end excluded). */
export function scheduleRunsAt(schedule: PromotionSchedule, now: Date): boolean {
  const t = now.getTime();
  if (t < new Date(schedule.startsAt).getTime()) return false;
  if (schedule.endsAt && t >= new Date(schedule.endsAt).getTime()) return false;
  const riyadh = new Date(t + RIYADH_OFFSET_MS);
  if (schedule.days?.length && !schedule.days.includes(riyadh.getUTCDay())) return false;
  if (schedule.hours) {
    const h = riyadh.getUTCHours();
    const { from, to } = schedule.hours;
    const inside = from < to ? h >= from && h < to : h >= from || h < to;
    if (!inside) return false;
  }
  return true;
}
