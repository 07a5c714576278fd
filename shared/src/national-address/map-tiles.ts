import { z } from 'zod';
import { isSafeLink } from '../links.js';

import { DEFAULT_MAP_TILES } from './map-defaults.js';

export { DEFAULT_MAP_TILES };

/** A tile URL template: the shop's one link rule (https), with {z}, {x} and {y} in it. */
export const isMapTileUrl = (v: string): boolean => isSafeLink(v, { sitePath: false }) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p));

export const mapTileUrl = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .max(300, { error: 'validation.maxLength' })
    .refine(isMapTileUrl, { error: 'validation.mapTileUrl' });

/** The origin the tiles come from (the CSP's img-src lets it in). */
export const mapTileOrigin = (template: string): string => new URL(template.replace(/\{[a-z]+\}/g, '0')).origin;
