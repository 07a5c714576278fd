import { Box, useTheme } from '@mui/material';
import { useState } from 'react';
import { useElementWidth } from './useElementWidth';

export interface TrendPoint {
  /** what the x axis and the tooltip call the point (a day, a week, a month) */
  label: string;
  value: number;
}

interface TrendChartProps {
  points: TrendPoint[];
  kind: 'area' | 'bar';
  height: number;
  /** names the chart for screen readers and heads its data table */
  title: string;
  valueLabel: string;
  formatValue: (value: number) => string;
}

const PAD = { top: 12, bottom: 28, axis: 76 };
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** Up to five round steps from 0 to the largest value (1, 2 or 5 × a power of ten). */
function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/**
 * A small SVG area or bar chart for the dashboard and the reports: first in time at the start
 * of the reading direction (right in Arabic), the value axis on that side too. Every point takes
 * keyboard focus and shows its value; a visually hidden table gives screen readers the numbers.
 */
export function TrendChart({ points, kind, height, title, valueLabel, formatValue }: TrendChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [box, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const scale = ticks(Math.max(0, ...points.map((p) => p.value)));
  const top = scale[scale.length - 1] || 1;
  const plotStart = rtl ? 0 : PAD.axis;
  const plotWidth = Math.max(0, width - PAD.axis);
  const plotHeight = height - PAD.top - PAD.bottom;
  const slot = points.length ? plotWidth / points.length : 0;
  const xOf = (i: number) => plotStart + slot * (rtl ? points.length - 1 - i + 0.5 : i + 0.5);
  const yOf = (v: number) => PAD.top + plotHeight * (1 - v / top);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 72))));
  const color = theme.palette.primary.main;
  const line = points.map((p, i) => `${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`).join(' ');
  const shown = active === null ? null : points[active];

  return (
    <Box ref={box} sx={{ position: 'relative', height }}>
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={title} style={{ display: 'block', overflow: 'visible' }}>
          {scale.map((v) => (
            <g key={v}>
              <line
                x1={plotStart}
                x2={plotStart + plotWidth}
                y1={yOf(v)}
                y2={yOf(v)}
                stroke={theme.palette.divider}
                strokeDasharray="3 3"
              />
              <text
                x={rtl ? width - 4 : PAD.axis - 8}
                y={yOf(v) + 4}
                textAnchor="end"
                direction="ltr"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {v.toLocaleString('en')}
              </text>
            </g>
          ))}
          {kind === 'area' && points.length > 1 ? (
            <>
              <polygon points={`${xOf(0)},${yOf(0)} ${line} ${xOf(points.length - 1)},${yOf(0)}`} fill={color} fillOpacity={0.18} />
              <polyline points={line} fill="none" stroke={color} strokeWidth={2} />
            </>
          ) : null}
          {points.map((p, i) => (
            <g
              key={p.label}
              tabIndex={0}
              aria-label={`${p.label}: ${formatValue(p.value)}`}
              onMouseEnter={() => setActive(i)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(i)}
              onBlur={() => setActive(null)}
              style={{ outline: 'none' }}
            >
              {kind === 'bar' ? (
                <rect
                  x={xOf(i) - slot * 0.35}
                  width={slot * 0.7}
                  y={yOf(p.value)}
                  height={yOf(0) - yOf(p.value)}
                  rx={3}
                  fill={color}
                  fillOpacity={active === i ? 1 : 0.85}
                />
              ) : (
                <rect x={xOf(i) - slot / 2} width={slot} y={PAD.top} height={plotHeight} fill="transparent" />
              )}
              {kind === 'area' && active === i ? <circle cx={xOf(i)} cy={yOf(p.value)} r={4} fill={color} /> : null}
              {i % labelEvery === 0 ? (
                <text x={xOf(i)} y={height - 8} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
                  {p.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : null}
      {shown ? (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            top: 0,
            insetInlineStart: Math.min(Math.max(0, (rtl ? width - xOf(active!) : xOf(active!)) - 60), Math.max(0, width - 150)),
            px: 1.5,
            py: 0.75,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
            pointerEvents: 'none',
            fontSize: 13,
          }}
        >
          <div>{shown.label}</div>
          <strong dir="ltr">{formatValue(shown.value)}</strong>
        </Box>
      ) : null}
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>
                {valueLabel}: {formatValue(p.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
