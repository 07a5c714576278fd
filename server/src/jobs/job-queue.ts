import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { PgBoss, type Db, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { DueJobsPoller } from './due-jobs-poller.js';

/** How a job is retried: `attempts` in all, the delay doubling from `firstDelaySeconds` up to `maxDelaySeconds`. */
export interface RetryPolicy {
  attempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** an attempt running longer than this is given up and retried */
  timeoutSeconds?: number;
  /** `short`: at most one job per singleton key waiting (more sends while one waits do nothing); default: every job */
  policy?: 'standard' | 'short';
}

/** One job of a bulk insert, with its own retries (a kind's are the default). */
export interface JobRow<T> {
  data: T;
  attempts?: number;
  firstDelaySeconds?: number;
  maxDelaySeconds?: number;
  singletonKey?: string;
  startAfter?: Date;
}

/** A kind of job and how its jobs are retried (unless a job brings its own `retry`). */
export interface JobKind extends RetryPolicy {
  name: string;
  /**
   * Report the waiting jobs per value of a field of their data, each under a name of its own, instead
   * of the kind as a whole (the one message delivery reports `mail.deliver`, `sms.deliver`…).
   */
  depthBy?: { field: string; values: readonly string[]; name: (value: string) => string };
}

export interface JobContext {
  id: string;
  /** 1 on the first attempt */
  attempt: number;
  /** no further attempt follows if this one fails */
  isLastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface SendOptions {
  /** enqueue inside this transaction: the job exists exactly when the transaction commits */
  manager?: EntityManager;
  startAfter?: Date;
  /** at most one queued job per key and kind */
  singletonKey?: string;
  /** this job's own retries, in place of its kind's (one kind whose jobs retry differently, e.g. per channel) */
  retry?: RetryPolicy;
}

/** Waiting work per kind, for health and metrics. */
export interface QueueDepth {
  name: string;
  queued: number;
  active: number;
  failed: number;
  /** age of the oldest waiting job */
  oldestSeconds: number;
}

const SCHEMA = 'pgboss';
const BATCH_SIZE = 10;
/** how soon a retry or a delayed job (or a missed NOTIFY) is found: the instance's one poll */
const DUE_POLL_MS = 2_000;
/** each worker's own poll, a safety net behind NOTIFY and the instance's poll */
const WORKER_POLL_SECONDS = 60;

/**
 * Ward's one mechanism for background work (DESIGN.md §8): mail delivery, periodic sweeps,
 * e-invoice reporting, messages… are jobs in PostgreSQL through pg-boss: claimed with
 * SKIP LOCKED (one execution across instances), retried with doubling back-off, woken at once
 * by LISTEN/NOTIFY, and enqueued inside the caller's transaction when a manager is given.
 *
 * Workers run in every instance. `config.jobs` (JOBS=false) only turns off the periodic
 * schedules and pg-boss's maintenance, which tests do to stay deterministic.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind>();
  private readonly due: DueJobsPoller;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl!,
      schema: SCHEMA,
      max: 4,
      application_name: 'ward-jobs',
      useListenNotify: true,
      supervise: config.jobs,
      schedule: config.jobs,
    });
    // a database outage surfaces here; pg-boss reconnects by itself, so one line is enough
    this.boss.on('error', (error: Error) => this.logger.warn(`queue: ${error.message}`));
    this.due = new DueJobsPoller(this.boss, SCHEMA, DUE_POLL_MS, (error) => this.logger.warn(`due jobs: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.due.stop();
    await this.boss.stop({ graceful: true, timeout: 5_000 }).catch((error: Error) => this.logger.warn(`stop: ${error.message}`));
  }

  /** Declares a kind of job and runs `handler` for each one, in every instance (one instance per job). */
  async work<T extends object>(kind: JobKind, handler: JobHandler<T>): Promise<void> {
    await this.declare(kind);
    // a web-only instance enqueues and leaves the work to the others
    if (!this.config.workers) return;
    // NOTIFY wakes workers for new jobs at once; retries and delayed jobs are found by the
    // instance's one poll (DueJobsPoller), which wakes the worker. Jobs come in batches, handled one after the other, each failing on its own; a full batch
    // fetches the next at once, so a backlog drains without waiting for the poll.
    const options = {
      includeMetadata: true,
      batchSize: BATCH_SIZE,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: WORKER_POLL_SECONDS,
    } as const;
    const workerId = await this.boss.work<T, void, typeof options>(kind.name, options, async (jobs: JobWithMetadata<T>[]) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const context = { id: job.id, attempt: job.retryCount + 1, isLastAttempt: job.retryCount >= job.retryLimit };
        try {
          await handler(job.data, context);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          results.push({ id: job.id, status: 'failed', output: { message: String((error as Error)?.message ?? error) } });
        }
      }
      return results;
    });
    this.due.add(kind.name, workerId);
  }

  /**
   * Runs `handler` on a cron schedule (pg-boss creates one job per tick across all instances).
   * Off when `config.jobs` is false.
   */
  async every(kind: JobKind, cron: string, handler: () => Promise<void>): Promise<void> {
    await this.work<object>(kind, () => handler());
    if (this.config.jobs) await this.boss.schedule(kind.name, cron, null, { tz: 'Asia/Riyadh' });
  }

  /** Enqueues a job (inside `options.manager`'s transaction when given). */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.kinds.has(name)) throw new Error(`job kind "${name}" is not declared`);
    return this.boss.send(name, data, {
      startAfter: options.startAfter,
      singletonKey: options.singletonKey,
      ...(options.retry ? retryOptions(options.retry) : {}),
      ...(options.manager ? { db: transactionDb(options.manager) } : {}),
    });
  }

  /** Enqueues several jobs of one kind in one statement, inside `manager`'s transaction when given. */
  async insert<T extends object>(name: string, rows: JobRow<T>[], manager?: EntityManager): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`job kind "${name}" is not declared`);
    if (!rows.length) return;
    await this.boss.insert(
      name,
      rows.map((row) => ({
        data: row.data,
        singletonKey: row.singletonKey,
        startAfter: row.startAfter,
        ...(row.attempts !== undefined ? { retryLimit: Math.max(0, row.attempts - 1) } : {}),
        ...(row.firstDelaySeconds !== undefined ? { retryDelay: row.firstDelaySeconds, retryBackoff: true } : {}),
        ...(row.maxDelaySeconds !== undefined ? { retryDelayMax: row.maxDelaySeconds } : {}),
      })),
      manager ? { db: transactionDb(manager) } : {},
    );
  }

  /** The data of this kind's jobs not yet finished (waiting, to retry or running), read in `manager`'s transaction. */
  async unfinished<T>(name: string, manager: EntityManager): Promise<T[]> {
    const rows: Array<{ data: T }> = await manager.query(`SELECT data FROM ${SCHEMA}.job WHERE name = $1 AND state < 'completed'`, [name]);
    return rows.map((r) => r.data);
  }

  /** A read on the queue's own connections: a background check (is there work?) stays off the request pool. */
  async read<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const { rows } = await this.boss.getDb().executeSql(text, values);
    return rows as T[];
  }

  /** Jobs waiting (and for how long the oldest has), running and failed, per declared kind (or per its `depthBy` value). */
  async depths(): Promise<QueueDepth[]> {
    const kinds = [...this.kinds.values()];
    const whole = kinds.filter((k) => !k.depthBy).map((k) => k.name);
    const { rows } = await this.boss.getDb().executeSql(`${DEPTH_SQL} WHERE name = ANY($1) GROUP BY name`, [whole]);
    const byName = new Map((rows as QueueDepth[]).map((r) => [r.name, r]));
    const empty = (name: string) => ({ name, queued: 0, active: 0, failed: 0, oldestSeconds: 0 });
    const depths = whole.map((name) => byName.get(name) ?? empty(name));
    for (const { name, depthBy } of kinds) {
      if (!depthBy) continue;
      const split = await this.boss
        .getDb()
        .executeSql(`${DEPTH_SQL.replace('SELECT name', 'SELECT data->>$2 AS name')} WHERE name = $1 GROUP BY 1`, [name, depthBy.field]);
      const byValue = new Map((split.rows as QueueDepth[]).map((r) => [r.name, r]));
      for (const value of depthBy.values) depths.push({ ...(byValue.get(value) ?? empty(value)), name: depthBy.name(value) });
    }
    return depths;
  }

  private async declare(kind: JobKind): Promise<void> {
    this.kinds.set(kind.name, kind);
    const options = { ...retryOptions(kind), notify: true };
    const existing = await this.boss.getQueue(kind.name);
    if (existing) await this.boss.updateQueue(kind.name, options);
    else
      await this.boss.createQueue(kind.name, { ...options, policy: kind.policy ?? 'standard' }).catch(async (error: Error) => {
        // another instance created it meanwhile
        if (!(await this.boss.getQueue(kind.name))) throw error;
      });
  }
}

const DEPTH_SQL = `SELECT name,
    count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    count(*) FILTER (WHERE state = 'failed')::int AS failed,
    coalesce(extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry'))), 0)::float AS "oldestSeconds"
  FROM ${SCHEMA}.job`;

/** pg-boss's retry options for a policy (a queue's defaults, or one job's own). */
function retryOptions(policy: RetryPolicy) {
  return {
    retryLimit: Math.max(0, policy.attempts - 1),
    retryDelay: policy.firstDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.maxDelaySeconds,
    expireInSeconds: policy.timeoutSeconds ?? 300,
  };
}

/** pg-boss's database interface over the connection of a TypeORM transaction. */
function transactionDb(manager: EntityManager): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = (await manager.queryRunner!.connect()) as PoolClient;
      return client.query(text, values as unknown[]);
    },
  };
}
