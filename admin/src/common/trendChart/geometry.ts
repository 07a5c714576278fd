export interface TrendPoint {
  /** what the x axis and the tooltip call the point (a day, a week, a month) */
  label: string;
  value: number;
}

export const PAD = { top: 12, bottom: 28, axis: 76 };

/** Up to five round steps from 0 to the largest value (1, 2 or 5 × a power of ten). */
export function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/**
 * Where things go in a chart width × height: the value steps, the plot area (the value axis on
 * the reading direction's start side), a slot per point (first in time at the start) and how
 * often an x label fits.
 */
export function trendGeometry(points: TrendPoint[], width: number, height: number, rtl: boolean) {
  const scale = ticks(Math.max(0, ...points.map((p) => p.value)));
  const top = scale[scale.length - 1] || 1;
  const plotStart = rtl ? 0 : PAD.axis;
  const plotWidth = Math.max(0, width - PAD.axis);
  const plotHeight = height - PAD.top - PAD.bottom;
  const slot = points.length ? plotWidth / points.length : 0;
  const xOf = (i: number) => plotStart + slot * (rtl ? points.length - 1 - i + 0.5 : i + 0.5);
  const yOf = (v: number) => PAD.top + plotHeight * (1 - v / top);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 72))));
  return { scale, plotStart, plotWidth, plotHeight, slot, xOf, yOf, labelEvery };
}

export type TrendGeometry = ReturnType<typeof trendGeometry>;
