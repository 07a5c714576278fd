/**
 * One meaning of "a day" everywhere Ward filters or reports by date: the calendar day in Riyadh
 * (UTC+3 all year, no daylight saving). `2026-01-31` as a start is 2026-01-31 00:00 in Riyadh
 * (2026-01-30T21:00Z); as an end it includes that whole Riyadh day.
 */
export const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const isDateOnly = (value: string): boolean => DATE_ONLY.test(value);

/**
 * A filter bound: a date (`YYYY-MM-DD`, a Riyadh day; `endOfDay` gives its last millisecond) or
 * an ISO date-time taken as it is. Null when it is neither.
 */
export function riyadhDayBound(value: string, endOfDay: boolean): Date | null {
  const text = value.trim();
  const date = isDateOnly(text) ? new Date(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}+03:00`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar year in Riyadh of an instant (`2000-01-01` in Riyadh is still 2000, though 1999 in UTC). */
export function riyadhYear(date: Date): number {
  return new Date(date.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

/** The Riyadh calendar day (`YYYY-MM-DD`) of an instant or of a day already written so. */
export function riyadhDate(value: string | Date): string {
  if (typeof value === 'string' && isDateOnly(value.trim())) return value.trim();
  return new Date(new Date(value).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}
