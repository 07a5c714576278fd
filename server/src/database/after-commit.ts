import { EventSubscriber, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';

const pending = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `then` once `manager`'s transaction has committed (at once when it has none): what this process
 * keeps in memory (caches) follows a change before the request that made it answers, and never a change
 * that was rolled back. Other instances hear of it by NOTIFY (events/instance-bus.ts).
 */
export function afterCommit(manager: EntityManager, then: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return then();
  pending.set(runner, [...(pending.get(runner) ?? []), then]);
}

/** The transaction of `runner` committed (its outer COMMIT, not a savepoint's release): run what waited for it. */
export function transactionCommitted(runner: QueryRunner): void {
  if (runner.isTransactionActive) return;
  const waiting = pending.get(runner);
  pending.delete(runner);
  for (const then of waiting ?? []) then();
}

/** TypeORM tells every transaction's end here (listed in typeorm-options.ts; TypeORM keeps only decorated subscribers). */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    transactionCommitted(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) pending.delete(event.queryRunner);
  }
}
