import { useEffect, useRef, useState } from 'preact/hooks';
import { TILE, tileLayout, type MapPoint } from './tile-map-layout';

export type { MapPoint } from './tile-map-layout';

const HEIGHT = 380;

/** The width of an element, kept up to date as it resizes. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { box, width };
}

/**
 * A light map of OpenStreetMap tiles (allowed by the CSP's img-src) with a pin per branch: no map
 * library, no script from elsewhere. Pins are buttons, so the map works from the keyboard too.
 */
export function TileMap({
  points,
  selected,
  onSelect,
  label,
}: {
  points: MapPoint[];
  selected: number | null;
  onSelect: (id: number) => void;
  label: string;
}) {
  const { box, width } = useWidth();
  const { tiles, pins } = tileLayout(points, width, HEIGHT);
  return (
    <div class="tile-map" ref={box} dir="ltr" role="group" aria-label={label} style={{ blockSize: `${HEIGHT}px` }}>
      {tiles.map((t) => (
        <img
          key={t.key}
          src={t.src}
          alt=""
          width={TILE}
          height={TILE}
          loading="lazy"
          decoding="async"
          class="tile"
          style={{ left: `${t.left}px`, top: `${t.top}px` }}
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
      ))}
      {pins.map((p) => (
        <button
          type="button"
          class={`pin${selected === p.id ? ' is-selected' : ''}`}
          style={{ left: `${p.left}px`, top: `${p.top}px` }}
          aria-label={p.label}
          aria-pressed={selected === p.id}
          onClick={() => onSelect(p.id)}
        >
          <svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">
            <path d="M15 39S2 23.5 2 14a13 13 0 0 1 26 0c0 9.5-13 25-13 25z" />
            <circle cx="15" cy="14" r="5" fill="#fff" />
          </svg>
        </button>
      ))}
      <span class="map-credit">
        ©{' '}
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" data-native="">
          OpenStreetMap
        </a>
      </span>
    </div>
  );
}
