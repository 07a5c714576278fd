import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrderCreditNotes } from '../../orders/order-credit-notes.js';
import { issuedCreditNotes } from './issued-credit-notes.js';

/** Gives the orders module its read of the credit notes issued against its orders (for the order's page). */
@Injectable()
export class OrderPageCreditNotes implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orderCreditNotes: OrderCreditNotes,
  ) {}

  onModuleInit(): void {
    this.orderCreditNotes.readWith((orderIds) => issuedCreditNotes(this.db, orderIds));
  }
}
