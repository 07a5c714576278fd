import { useTheme } from '@mui/material';
import { PAD, type TrendGeometry, type TrendPoint } from './geometry';

interface TrendMarkProps {
  p: TrendPoint;
  i: number;
  g: TrendGeometry;
  kind: 'area' | 'bar';
  height: number;
  active: boolean;
  setActive: (index: number | null) => void;
  formatValue: (value: number) => string;
}

/**
 * One point: a bar (or an invisible hover slot with a dot on the area), focusable, with its x
 * label when it fits. An image named by its label and value: a bare `g` may not carry a name.
 */
export function TrendMark({ p, i, g, kind, height, active, setActive, formatValue }: TrendMarkProps) {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    <g
      role="img"
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
          x={g.xOf(i) - g.slot * 0.35}
          width={g.slot * 0.7}
          y={g.yOf(p.value)}
          height={g.yOf(0) - g.yOf(p.value)}
          rx={3}
          fill={color}
          fillOpacity={active ? 1 : 0.85}
        />
      ) : (
        <rect x={g.xOf(i) - g.slot / 2} width={g.slot} y={PAD.top} height={g.plotHeight} fill="transparent" />
      )}
      {kind === 'area' && active ? <circle cx={g.xOf(i)} cy={g.yOf(p.value)} r={4} fill={color} /> : null}
      {i % g.labelEvery === 0 ? (
        <text x={g.xOf(i)} y={height - 8} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
          {p.label}
        </text>
      ) : null}
    </g>
  );
}
