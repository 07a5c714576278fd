/** Web Mercator (OpenStreetMap tiles, 256 px): degrees ↔ world pixels at a zoom level. */
export const TILE = 256;

export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

export function unproject(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round((((lng + 540) % 360) - 180) * 1e6) / 1e6 };
}

/** Riyadh, where a new branch's map starts. */
export const RIYADH = { lat: 24.7136, lng: 46.6753 };

export interface MapTile {
  tx: number;
  ty: number;
  src: string;
}

/** The tiles covering a width × height view whose top-left corner is at world pixel (left, top). */
export function viewTiles(left: number, top: number, width: number, height: number, zoom: number): MapTile[] {
  const tiles: MapTile[] = [];
  const max = 2 ** zoom;
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++)
    for (let ty = Math.max(0, Math.floor(top / TILE)); ty <= Math.min(max - 1, Math.floor((top + height) / TILE)); ty++)
      tiles.push({ tx, ty, src: `https://a.tile.openstreetmap.org/${zoom}/${((tx % max) + max) % max}/${ty}.png` });
  return tiles;
}
