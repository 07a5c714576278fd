export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  label: string;
}

export const TILE = 256;
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

export interface Tile {
  key: string;
  src: string;
  left: number;
  top: number;
}
export type Pin = MapPoint & { left: number; top: number };

/** The OpenStreetMap tiles covering width × height around every point, and where each point's pin goes. */
export function tileLayout(points: MapPoint[], width: number, height: number): { tiles: Tile[]; pins: Pin[] } {
  const tiles: Tile[] = [];
  const pins: Pin[] = [];
  if (!(width > 0 && points.length)) return { tiles, pins };
  const z = fitZoom(points, width, height);
  const projected = points.map((p) => ({ ...p, ...project(p.lat, p.lng, z) }));
  const cx = (Math.min(...projected.map((p) => p.x)) + Math.max(...projected.map((p) => p.x))) / 2;
  const cy = (Math.min(...projected.map((p) => p.y)) + Math.max(...projected.map((p) => p.y))) / 2;
  const left = cx - width / 2;
  const top = cy - height / 2;
  const max = 2 ** z;
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
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
  return { tiles, pins };
}
