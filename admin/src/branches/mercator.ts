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
