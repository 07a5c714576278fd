import { Box, useTheme } from '@mui/material';
import { useState } from 'react';
import { trendGeometry, type TrendPoint } from './trendChart/geometry';
import { TrendAxis } from './trendChart/TrendAxis';
import { TrendMark } from './trendChart/TrendMark';
import { TrendTable, TrendTooltip } from './trendChart/TrendReadout';
import { useElementWidth } from './useElementWidth';

export type { TrendPoint } from './trendChart/geometry';

interface TrendChartProps {
  points: TrendPoint[];
  kind: 'area' | 'bar';
  height: number;
  /** names the chart for screen readers and heads its data table */
  title: string;
  valueLabel: string;
  formatValue: (value: number) => string;
}

/**
 * A small SVG area or bar chart for the dashboard and the reports: first in time at the start
 * of the reading direction (right in Arabic), the value axis on that side too. Every point takes
 * keyboard focus and shows its value; a visually hidden table gives screen readers the numbers.
 * The chart is a named group of named points (an image would hide its points from assistive
 * technology, and a point could not take focus inside it).
 */
export function TrendChart({ points, kind, height, title, valueLabel, formatValue }: TrendChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [box, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const g = trendGeometry(points, width, height, rtl);
  const color = theme.palette.primary.main;
  const line = points.map((p, i) => `${g.xOf(i).toFixed(1)},${g.yOf(p.value).toFixed(1)}`).join(' ');
  const shown = active === null ? null : points[active];

  return (
    <Box ref={box} sx={{ position: 'relative', height }}>
      {width > 0 ? (
        <svg width={width} height={height} role="group" aria-label={title} style={{ display: 'block', overflow: 'visible' }}>
          <TrendAxis g={g} width={width} rtl={rtl} />
          {kind === 'area' && points.length > 1 ? (
            <>
              <polygon points={`${g.xOf(0)},${g.yOf(0)} ${line} ${g.xOf(points.length - 1)},${g.yOf(0)}`} fill={color} fillOpacity={0.18} />
              <polyline points={line} fill="none" stroke={color} strokeWidth={2} />
            </>
          ) : null}
          {points.map((p, i) => (
            <TrendMark key={p.label} {...{ p, i, g, kind, height, setActive, formatValue }} active={active === i} />
          ))}
        </svg>
      ) : null}
      {shown ? (
        <TrendTooltip point={shown} x={rtl ? width - g.xOf(active!) : g.xOf(active!)} width={width} formatValue={formatValue} />
      ) : null}
      <TrendTable points={points} title={title} valueLabel={valueLabel} formatValue={formatValue} />
    </Box>
  );
}
