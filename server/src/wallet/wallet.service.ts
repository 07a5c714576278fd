import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dueExpiries,
  expiringBy,
  spendableBalance,
  type LedgerLine,
  toHalalas,
  toSar,
  type WalletAdjustmentInput,
  type WalletDto,
  type WalletEntryDto,
} from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import { UsersService } from '../customers/users.service.js';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import { sqlRows } from '../database/sql-rows.js';
import { ledgerOf, latestLines, lineOf, lockWallet, writeLine, type NewLine } from './wallet-ledger.js';

const EXPIRE_DUE: JobKind = { name: 'wallet.expire-due', attempts: 3, firstDelaySeconds: 60, maxDelaySeconds: 600 };
const DAY = 86_400_000;
/** how many lines a statement shows */
const STATEMENT_LINES = 100;

/**
 * Store credit (issue 31): every move is a ledger line written under the customer's wallet lock,
 * so concurrent spends are decided one after another and none takes the balance below zero. A
 * spend first writes off what has expired (the daily pass does the same for everyone).
 */
@Injectable()
export class Wallets implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.every(EXPIRE_DUE, '10 0 * * *', async () => void (await this.expireDue()));
  }

  /** The customer's spendable balance, what expires within 30 days, and the latest lines. */
  async statement(customerId: number, now = new Date()): Promise<WalletDto> {
    const lines = await ledgerOf(this.db, customerId);
    return {
      customerId,
      balance: toSar(spendableBalance(lines, now)),
      expiringSoon: toSar(expiringBy(lines, now, new Date(now.getTime() + 30 * DAY))),
      entries: await latestLines(this.db, customerId, STATEMENT_LINES),
    };
  }

  /** Adds credit (a refund, a return, cashback…) in the caller's transaction; a repeated reference adds nothing. */
  async credit(m: EntityManager, line: NewLine): Promise<WalletEntryDto> {
    await lockWallet(m, line.customerId);
    return (await writeLine(m, line)).entry;
  }

  /**
   * Spends `line.amount` (halalas, positive) in the caller's transaction, refused with
   * `wallet.insufficient` beyond the balance; a repeated reference spends nothing more.
   */
  async debit(m: EntityManager, line: NewLine): Promise<WalletEntryDto> {
    const balance = await this.spendable(m, line.customerId);
    const earlier = line.reference ? await lineOf(m, line.kind, line.reference) : null;
    if (earlier) return earlier;
    if (line.amount > balance)
      throw new BadInputError('wallet.insufficient', { amount: 'wallet.insufficient' }, { balance: toSar(balance).toFixed(2) });
    return (await writeLine(m, { ...line, amount: -line.amount })).entry;
  }

  /**
   * The spendable balance in halalas, in the caller's transaction, with the wallet locked until it
   * ends (what has expired is written off first): what the caller decides from it stays true.
   */
  async spendable(m: EntityManager, customerId: number): Promise<number> {
    await lockWallet(m, customerId);
    const now = new Date();
    const lines = await ledgerOf(m, customerId);
    await this.writeOffExpired(m, customerId, lines, now);
    // the ledger as read already leaves out what was just written off
    return spendableBalance(lines, now);
  }

  /** An admin's goodwill credit or correction debit, with its reason (the audit log records the request too). */
  async adjust(customerId: number, input: WalletAdjustmentInput, actorId: number): Promise<WalletDto> {
    const customer = await this.users.findById(customerId);
    if (!customer || customer.role !== 'Customer') throw new NotFoundError('wallet.customerNotFound');
    const line: NewLine = {
      customerId,
      amount: toHalalas(input.amount),
      kind: input.direction === 'credit' ? 'goodwill' : 'correction',
      reason: input.reason,
      actorId,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    };
    await this.db.transaction((m) => (input.direction === 'credit' ? this.credit(m, line) : this.debit(m, line)));
    return this.statement(customerId);
  }

  /** The daily pass: writes off what is left of every credit whose time has come. Answers how many were closed. */
  async expireDue(now = new Date()): Promise<number> {
    const due = await sqlRows<{ customerId: number }>(
      this.db,
      // credits due lately and not yet closed (a spend writes off anything older before it counts)
      `SELECT DISTINCT e."customerId" FROM wallet_entries e
       WHERE e."expiresAt" <= $1 AND e."expiresAt" > $1 - interval '90 days'
         AND NOT EXISTS (SELECT 1 FROM wallet_entries x WHERE x.kind = 'expiry' AND x.reference = 'credit:' || e.id)`,
      [now],
    );
    let closed = 0;
    for (const { customerId } of due)
      closed += await this.db.transaction(async (m) => {
        await lockWallet(m, customerId);
        return this.writeOffExpired(m, customerId, await ledgerOf(m, customerId), now);
      });
    return closed;
  }

  /** Writes an expiry line for each credit of `lines` that is due and still holds money; answers how many. */
  private async writeOffExpired(m: EntityManager, customerId: number, lines: LedgerLine[], now: Date): Promise<number> {
    const due = dueExpiries(lines, now);
    for (const e of due) await writeLine(m, { customerId, amount: -e.amount, kind: 'expiry', reference: `credit:${e.creditId}` });
    return due.length;
  }
}
