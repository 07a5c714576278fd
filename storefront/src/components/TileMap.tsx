import { useEffect, useRef, useState } from 'preact/hooks';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  label: string;
}

const TILE = 256;
const HEIGHT = 380;
const SUBDOMAINS = ['a', 'b', 'c'];

/** Web Mercator: longitude/latitude → world pixels at zoom z. */
export function project(lat: number, lng: number, z: number): { x: number; y: number } {
  const scale = TILE * 2 ** z;
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
}

/** The largest zoom (≤ 15) at which every point fits in width × height with a margin. */
export function fitZoom(points: MapPoint[], width: number, height: number, margin = 48): number {
  for (let z = 15; z >= 2; z--) {
    const xs = points.map((p) => project(p.lat, p.lng, z));
    const w = Math.max(...xs.map((p) => p.x)) - Math.min(...xs.map((p) => p.x));
    const h = Math.max(...xs.map((p) => p.y)) - Math.min(...xs.map((p) => p.y));
    if (w <= width - margin * 2 && h <= height - margin * 2) return z;
  }
  return 2;
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

  const tiles: Array<{ key: string; src: string; left: number; top: number }> = [];
  const pins: Array<MapPoint & { left: number; top: number }> = [];
  if (width > 0 && points.length) {
    const z = fitZoom(points, width, HEIGHT);
    const projected = points.map((p) => ({ ...p, ...project(p.lat, p.lng, z) }));
    const cx = (Math.min(...projected.map((p) => p.x)) + Math.max(...projected.map((p) => p.x))) / 2;
    const cy = (Math.min(...projected.map((p) => p.y)) + Math.max(...projected.map((p) => p.y))) / 2;
    const left = cx - width / 2;
    const top = cy - HEIGHT / 2;
    const max = 2 ** z;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
      for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + HEIGHT) / TILE); ty++) {
        if (ty < 0 || ty >= max) continue;
        const wrapped = ((tx % max) + max) % max;
        tiles.push({
          key: `${z}/${tx}/${ty}`,
          src: `https://${SUBDOMAINS[(wrapped + ty) % 3]}.tile.openstreetmap.org/${z}/${wrapped}/${ty}.png`,
          left: tx * TILE - left,
          top: ty * TILE - top,
        });
      }
    }
    for (const p of projected) pins.push({ ...p, left: p.x - left, top: p.y - top });
  }

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
