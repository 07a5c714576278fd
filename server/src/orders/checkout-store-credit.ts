import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checkoutSpend, toHalalas, toSar, type Halalas, type PaymentMethod } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { BadInputError, ConflictError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';
import { Wallets } from '../wallet/wallet.service.js';

/**
 * Store credit as a means of payment at checkout (issue 31): how much of an order the customer's
 * wallet pays (decided under the wallet's lock, so two orders never spend the same balance), its
 * `checkout` debit, and the way back: an order that is rejected or whose payment fails or expires
 * gives its store credit back once (`checkoutReversal`, same reference).
 */
@Injectable()
export class CheckoutStoreCredit implements OnModuleInit {
  constructor(
    private readonly wallets: Wallets,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.within('order.transitioned', (m, move) =>
      move.to === 'Rejected' || move.to === 'PaymentFailure' ? this.giveBack(m, move.orderId) : Promise.resolve(),
    );
  }

  /** A guest has no wallet: asking to spend one is refused before anything is written. */
  refuseGuest(input: { paymentMethod: PaymentMethod; walletAmount?: number }): void {
    if (input.paymentMethod === 'storeCredit' || (input.walletAmount ?? 0) > 0)
      throw new BadInputError('wallet.guestCannotSpend', { walletAmount: 'wallet.guestCannotSpend' });
  }

  /**
   * What of `total` halalas the wallet pays, in the placement's transaction: the customer's wallet
   * stays locked until commit, so a concurrent order waits and then sees this one's debit.
   */
  async share(m: EntityManager, customerId: number, method: PaymentMethod, asked: number | undefined, total: Halalas): Promise<Halalas> {
    if (method !== 'storeCredit' && !asked) return 0;
    const balance = await this.wallets.spendable(m, customerId);
    const spend = checkoutSpend(method, toHalalas(asked ?? 0), balance, total);
    if ('wallet' in spend) return spend.wallet;
    if (spend.refusal === 'short')
      throw new ConflictError(
        'wallet.short',
        { balance: toSar(balance).toFixed(2), total: toSar(total).toFixed(2) },
        { paymentMethod: 'wallet.short' },
      );
    if (spend.refusal === 'coversAll') throw new ConflictError('wallet.coversAll', {}, { paymentMethod: 'wallet.coversAll' });
    throw new BadInputError('wallet.notWithPayLater', { walletAmount: 'wallet.notWithPayLater' });
  }

  /** The order's `checkout` debit (the balance was read under the same lock, so it is there to spend). */
  async spend(m: EntityManager, order: { id: number; userId: number }, amount: Halalas): Promise<void> {
    if (amount > 0) await this.wallets.debit(m, { customerId: order.userId, amount, kind: 'checkout', reference: `order:${order.id}` });
  }

  /** What store credit paid and refunds have not given back yet returns to the wallet. */
  private async giveBack(m: EntityManager, orderId: number): Promise<void> {
    const [order] = await sqlRows<{ userId: number; walletAmount: string }>(
      m,
      `SELECT "userId", "walletAmount" FROM orders WHERE id = $1`,
      [orderId],
    );
    const paid = order ? toHalalas(Number(order.walletAmount)) : 0;
    const amount = paid > 0 ? paid - (await storeCreditRefunded(m, orderId)) : 0;
    if (amount > 0)
      await this.wallets.credit(m, { customerId: order.userId, amount, kind: 'checkoutReversal', reference: `order:${orderId}` });
  }
}

/** Halalas of the order's store credit that refunds have given back to the wallet so far. */
export async function storeCreditRefunded(m: EntityManager, orderId: number): Promise<Halalas> {
  const [row] = await sqlRows<{ part: string }>(
    m,
    `SELECT coalesce(sum("storeCreditPart"), 0) AS part FROM payment_refunds WHERE "orderId" = $1`,
    [orderId],
  );
  return toHalalas(Number(row.part));
}
