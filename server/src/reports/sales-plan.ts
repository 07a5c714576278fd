/**
 * Which parts of a sales report come from the daily and monthly roll-ups and which are read live
 * from the orders. Pure: from the range, the roll-up's watermark and the days whose orders changed
 * since. Days are Riyadh calendar days (UTC+3, no daylight saving), written `YYYY-MM-DD`.
 */

const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;
/** Orders committed a little after they were stamped: days this close to the watermark are read live. */
export const ROLLUP_MARGIN_MS = 5 * 60_000;

export type Window = readonly [start: Date, end: Date];

export interface SalesPlan {
  /** whole days inside the range the daily roll-up answers */
  freshDays: string[];
  /** the rest of the range, read live (end exclusive) */
  dayWindows: Window[];
  /** whole months inside the range the monthly product roll-up answers (first day of each) */
  freshMonths: string[];
}

export const riyadhDay = (at: Date) => new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS);
export const nextDay = (day: string) => riyadhDay(new Date(dayStart(day).getTime() + DAY_MS));
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The gaps of [from, toExclusive) between the given covered intervals (sorted, inside the range). */
function gaps(from: Date, toExclusive: Date, covered: Window[]): Window[] {
  const out: Window[] = [];
  let at = from;
  for (const [start, end] of covered) {
    if (start > at) out.push([at, start]);
    if (end > at) at = end;
  }
  if (toExclusive > at) out.push([at, toExclusive]);
  return out;
}

/**
 * @param from first instant of the range
 * @param to last instant of the range (inclusive)
 * @param watermark orders updated up to this instant are in the roll-ups (null: never rolled up)
 * @param dirtyDays days with an order updated after `watermark − margin` (their roll-up may be stale)
 */
export function planSalesReport(from: Date, to: Date, watermark: Date | null, dirtyDays: ReadonlySet<string>): SalesPlan {
  const end = new Date(to.getTime() + 1);
  const whole = (start: Date, next: Date) => start >= from && next <= end;
  const settled = (next: Date) => watermark !== null && next.getTime() <= watermark.getTime() - ROLLUP_MARGIN_MS;

  const freshDays: string[] = [];
  for (let day = riyadhDay(from); dayStart(day) < end; day = nextDay(day)) {
    const next = dayStart(nextDay(day));
    if (whole(dayStart(day), next) && settled(next) && !dirtyDays.has(day)) freshDays.push(day);
  }
  const freshMonths: string[] = [];
  for (let month = monthOf(riyadhDay(from)); dayStart(month) < end; month = nextMonth(month)) {
    const next = dayStart(nextMonth(month));
    const clean = ![...dirtyDays].some((d) => monthOf(d) === month);
    if (whole(dayStart(month), next) && settled(next) && clean) freshMonths.push(month);
  }
  return {
    freshDays,
    dayWindows: gaps(
      from,
      end,
      freshDays.map((d) => [dayStart(d), dayStart(nextDay(d))] as const),
    ),
    freshMonths,
  };
}

/**
 * The live part's orders (alias `o`): those created inside the windows, each window a range of
 * its own, so the planner sees from the orders_created statistics how few orders they hold (an
 * unnest of the windows it took for a hundred ranges, and then read every order item by hash).
 */
export function inWindows(windows: readonly Window[], firstParam: number): [condition: string, params: Date[]] {
  if (!windows.length) return ['false', []];
  const ranges = windows.map((_, i) => `(o."createdAt" >= $${firstParam + 2 * i} AND o."createdAt" < $${firstParam + 2 * i + 1})`);
  return [`(${ranges.join(' OR ')})`, windows.flatMap((w) => [w[0], w[1]])];
}
