/** OpenStreetMap's standard tiles (tile usage policy: attribution shown, no bulk downloads). Free of zod for the storefront's first chunk. */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
} as const;
