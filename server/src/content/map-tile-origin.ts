import { DEFAULT_MAP_TILES, mapTileOrigin } from '@ward/shared';

/**
 * The origin of the map tiles the settings name, for the CSP's img-src. Each read of the settings
 * refreshes it, so a changed tile server is allowed as soon as this instance has seen the change.
 */
let origin = mapTileOrigin(DEFAULT_MAP_TILES.url);

export const currentMapTileOrigin = (): string => origin;

export function rememberMapTiles(template: string | undefined): void {
  if (!template) return;
  try {
    origin = mapTileOrigin(template);
  } catch {
    // a template that is no URL keeps the last good origin
  }
}
