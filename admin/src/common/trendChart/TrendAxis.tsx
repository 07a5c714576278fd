import { useTheme } from '@mui/material';
import { PAD, type TrendGeometry } from './geometry';

/** The value steps: a dashed line across the plot and its number on the axis side. */
export function TrendAxis({ g, width, rtl }: { g: TrendGeometry; width: number; rtl: boolean }) {
  const theme = useTheme();
  return (
    <>
      {g.scale.map((v) => (
        <g key={v}>
          <line
            x1={g.plotStart}
            x2={g.plotStart + g.plotWidth}
            y1={g.yOf(v)}
            y2={g.yOf(v)}
            stroke={theme.palette.divider}
            strokeDasharray="3 3"
          />
          <text
            x={rtl ? width - 4 : PAD.axis - 8}
            y={g.yOf(v) + 4}
            textAnchor="end"
            direction="ltr"
            fontSize={11}
            fill={theme.palette.text.secondary}
          >
            {v.toLocaleString('en')}
          </text>
        </g>
      ))}
    </>
  );
}
