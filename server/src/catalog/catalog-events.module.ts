import { Module } from '@nestjs/common';
import { CatalogEvents } from './catalog-events.js';

/** The catalogue's change notices on their own, for the modules the catalogue itself needs (inventory). */
@Module({ providers: [CatalogEvents], exports: [CatalogEvents] })
export class CatalogEventsModule {}
