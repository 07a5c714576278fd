import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** What an outbox (mail, the job queue's kinds, later messages and e-invoices) reports: rows waiting, and how long the oldest has waited. */
export interface OutboxReading {
  depth: number;
  oldestAgeSeconds: number;
}
export type OutboxProbe = () => Promise<OutboxReading>;
/** Several outboxes read at once (the job queue: one per kind of job). */
export type OutboxesProbe = () => Promise<Array<OutboxReading & { outbox: string }>>;

/** A counter kept elsewhere as plain numbers (the edge cache counts in its hot path), read at scrape time. */
export type CounterReading = () => Array<{ labels: Record<string, string>; value: number }>;

/**
 * The shop's Prometheus metrics (prom-client), served at `/metrics` when METRICS_TOKEN is set:
 * request rate and latency per route, orders placed and refused, payments by status, every
 * outbox's depth and age, the database pool, the cache, and Node's own process metrics.
 * Modules report through this one service; an outbox adds itself with `registerOutbox`.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private readonly outboxes = new Map<string, OutboxesProbe>();

  readonly httpDuration = new Histogram({
    name: 'ward_http_request_duration_seconds',
    help: 'Requests answered by the API and sites (not the edge cache), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly orders = new Counter({
    name: 'ward_orders_total',
    help: 'Order placements: placed, replayed (same Idempotency-Key) or refused (reason = message key)',
    labelNames: ['outcome', 'reason'],
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'ward_payments_total',
    help: 'Payments reaching a status (Pending when created, then Paid, Failed, Canceled, Expired, Refunded)',
    labelNames: ['status'],
    registers: [this.registry],
  });

  constructor(@InjectDataSource() db: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    this.outboxGauges();
    this.poolGauges(db);
  }

  orderPlaced(replayed: boolean): void {
    this.orders.inc({ outcome: replayed ? 'replayed' : 'placed', reason: '' });
  }

  orderRefused(reason: string): void {
    this.orders.inc({ outcome: 'refused', reason });
  }

  paymentStatus(status: string): void {
    this.payments.inc({ status });
  }

  /** One line per outbox: `metrics.registerOutbox('mail', probe)` in the module that owns it. */
  registerOutbox(name: string, probe: OutboxProbe): void {
    this.outboxes.set(name, async () => [{ outbox: name, ...(await probe()) }]);
  }

  /** The same for a source of several outboxes (registered under `name`, reported under each outbox's own label). */
  registerOutboxes(name: string, probe: OutboxesProbe): void {
    this.outboxes.set(name, probe);
  }

  /** A counter whose values another part keeps (read at scrape time). */
  registerCounter(name: string, help: string, labelNames: string[], read: CounterReading): void {
    new Counter({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { labels, value } of read()) this.inc(labels, value);
      },
    });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  /** Every outbox probed once per scrape; both gauges read the same answers (prom-client collects metrics concurrently). */
  private probing: Promise<Array<{ outbox: string; depth: number; oldestAgeSeconds: number }>> | null = null;

  private probeOutboxes() {
    this.probing ??= Promise.all(
      [...this.outboxes].map(([name, probe]) =>
        probe().catch((error: Error) => {
          this.logger.warn(`outbox ${name}: ${error.message}`);
          return [];
        }),
      ),
    )
      .then((readings) => readings.flat())
      .finally(() => (this.probing = null));
    return this.probing;
  }

  private outboxGauges(): void {
    const probe = () => this.probeOutboxes();
    const gauge = (name: string, help: string, value: (r: { depth: number; oldestAgeSeconds: number }) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['outbox'],
        registers: [this.registry],
        async collect() {
          const readings = await probe();
          this.reset();
          for (const reading of readings) this.set({ outbox: reading.outbox }, value(reading));
        },
      });
    gauge('ward_outbox_depth', 'Rows waiting to go out in each outbox (mail; later messages, e-invoices, jobs)', (r) => r.depth);
    gauge(
      'ward_outbox_oldest_age_seconds',
      'How long the oldest waiting row of each outbox has waited (0 when empty)',
      (r) => r.oldestAgeSeconds,
    );
  }

  private poolGauges(db: DataSource): void {
    const pool = () => (db.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'ward_db_pool_connections',
      help: 'PostgreSQL connections of this instance: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'total' }, p.totalCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'waiting' }, p.waitingCount);
      },
    });
    new Gauge({
      name: 'ward_db_pool_max',
      help: 'Most PostgreSQL connections this instance opens (DB_POOL_SIZE)',
      registers: [this.registry],
      collect() {
        const max = (pool() as unknown as { options?: { max?: number } })?.options?.max;
        if (max) this.set(max);
      },
    });
  }
}
