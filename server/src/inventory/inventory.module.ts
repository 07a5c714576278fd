import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogEventsModule } from '../catalog/catalog-events.module.js';
import { AdminStockMovementsController } from './admin-stock-movements.controller.js';
import { Inventory } from './inventory.service.js';
import { StockMovement } from './stock-movement.entity.js';

/** The one owner of stock: its writes, its ledger, and the back office's stock history. */
@Module({
  imports: [TypeOrmModule.forFeature([StockMovement]), CatalogEventsModule],
  controllers: [AdminStockMovementsController],
  providers: [Inventory],
  exports: [Inventory],
})
export class InventoryModule {}
