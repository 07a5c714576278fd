import { Injectable } from '@nestjs/common';
import type { CreditNoteSummaryDto } from '@ward/shared';

type CreditNotesReader = (orderIds: number[]) => Promise<Map<number, CreditNoteSummaryDto[]>>;

/**
 * The credit notes an order's page lists. E-invoicing issues them and reads orders, so it hands
 * its reader in at start: orders never import e-invoicing (issue 27 §5).
 */
@Injectable()
export class OrderCreditNotes {
  private reader: CreditNotesReader | null = null;

  readWith(reader: CreditNotesReader): void {
    this.reader = reader;
  }

  forOrders(orderIds: number[]): Promise<Map<number, CreditNoteSummaryDto[]>> {
    if (!this.reader) throw new Error('No credit-note reader: the e-invoicing module registers one at start');
    return this.reader(orderIds);
  }
}
