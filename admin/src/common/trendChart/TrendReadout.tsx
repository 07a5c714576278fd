import { Box } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden';
import type { TrendPoint } from './geometry';

/** The hovered or focused point's label and value, above it (kept inside the chart). */
export function TrendTooltip({
  point,
  x,
  width,
  formatValue,
}: {
  point: TrendPoint;
  x: number;
  width: number;
  formatValue: (v: number) => string;
}) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        top: 0,
        insetInlineStart: Math.min(Math.max(0, x - 60), Math.max(0, width - 150)),
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
      <div>{point.label}</div>
      <strong dir="ltr">{formatValue(point.value)}</strong>
    </Box>
  );
}

/** The numbers for screen readers: a visually hidden table. */
export function TrendTable({
  points,
  title,
  valueLabel,
  formatValue,
}: {
  points: TrendPoint[];
  title: string;
  valueLabel: string;
  formatValue: (v: number) => string;
}) {
  return (
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
  );
}
