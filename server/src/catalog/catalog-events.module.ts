import { Module } from '@nestjs/common';
import { CacheBus } from '../common/cache-bus.js';
import { CatalogEvents } from './catalog-events.js';

/** The catalogue's change notices on their own, for the modules the catalogue itself needs (inventory). */
@Module({ providers: [CatalogEvents, CacheBus], exports: [CatalogEvents, CacheBus] })
export class CatalogEventsModule {}
