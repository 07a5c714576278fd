import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { Order, OrderItem } from '../orders/order.entity.js';
import { renderPackingSlip } from './packing-slip.js';

/** `show` / `hide` force it; without it the slip follows the customer's "hide prices" choice. */
export type SlipPrices = 'show' | 'hide' | null;

/** The packing slip of any order, for the back office (not a tax document: printable in every state). */
@Injectable()
export class PackingSlipService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async render(orderId: number, prices: SlipPrices): Promise<string> {
    const order = await this.db.getRepository(Order).findOne({ where: { id: orderId } });
    if (!order) throw new NotFoundError('order.notFound');
    const [items, settings] = await Promise.all([
      this.db.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } }),
      this.settings.get(),
    ]);
    const withPrices = prices ? prices === 'show' : !order.gift?.hidePrices;
    return renderPackingSlip(order, items, settings, withPrices);
  }
}
