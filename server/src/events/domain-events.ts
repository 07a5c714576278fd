import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit.js';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import type { DomainEventName, DomainEventPayload } from './event-catalogue.js';
import { InstanceBus, type InstanceNotice } from './instance-bus.js';

/** How a durable subscriber's job is retried. */
export interface Retries {
  attempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

const DEFAULT_RETRIES: Retries = { attempts: 8, firstDelaySeconds: 5, maxDelaySeconds: 900 };

/** One job per durable subscriber per event: a failing subscriber retries without repeating the others. */
const EVENT_JOBS: JobKind = { name: 'domain-event', ...DEFAULT_RETRIES, timeoutSeconds: 300 };
/** At most one waiting run per coalescing subscriber: a burst of events becomes one run. */
const COALESCED_JOBS: JobKind = { name: 'domain-event-coalesced', attempts: 5, firstDelaySeconds: 10, maxDelaySeconds: 600, timeoutSeconds: 600, policy: 'short' };
/** A coalescing subscriber is asked at most this often by one instance. */
const NUDGE_EVERY_MS = 1_000;

interface EventJob {
  event: DomainEventName;
  subscriber: string;
  payload: unknown;
}

type Within<K extends DomainEventName> = (m: EntityManager, payload: DomainEventPayload<K>) => Promise<void>;
type Durable<K extends DomainEventName> = (payload: DomainEventPayload<K>) => Promise<void>;
/** `payload` null: a notice too long for NOTIFY, or a resync after a lost connection: "anything may have changed". */
type Everywhere<K extends DomainEventName> = (payload: DomainEventPayload<K> | null) => void;

/**
 * Ward's one way to start a side effect (issue 27). A module publishes what happened inside the
 * transaction that made it happen; handlers in other modules follow in one of four ways:
 *
 * - `within`: a rule that must hold in the same transaction (a settled payment moves its order);
 * - `subscribe`: a durable side effect, one job per subscriber per event, written in the publisher's
 *   transaction, so it exists exactly when its cause committed, and retried on its own;
 * - `coalesce`: a sweep that only needs to run once after a burst (stock alerts, e-invoicing),
 *   asked after commit by the publishing instance, at most one run waiting per subscriber;
 * - `everywhere`: in-memory state every instance keeps (caches), told at commit over NOTIFY, and
 *   at once on the publishing instance.
 *
 * The events and their payloads are listed in event-catalogue.ts.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Events');
  private readonly withins = new Map<DomainEventName, Array<Within<DomainEventName>>>();
  private readonly durables = new Map<DomainEventName, Array<{ name: string; retries: Retries }>>();
  private readonly handlers = new Map<string, Durable<DomainEventName>>();
  private readonly coalesced = new Map<DomainEventName, string[]>();
  private readonly sweeps = new Map<string, { run: () => Promise<void>; lastNudge: number; pending: NodeJS.Timeout | null }>();
  private readonly everywheres = new Map<DomainEventName, Array<Everywhere<DomainEventName>>>();
  private closing = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly bus: InstanceBus,
  ) {}

  onModuleInit(): void {
    this.bus.onNotice((notice) => this.received(notice));
    this.bus.onResync(() => this.resync());
  }

  /**
   * The workers start once every module registered its subscribers (and the job queue is open). A crash
   * between a commit and its ask loses the ask: every sweep looks once when an instance starts.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<EventJob>(EVENT_JOBS, (job) => this.runDurable(job));
    await this.jobs.work<{ subscriber: string }>(COALESCED_JOBS, (job) => this.runCoalesced(job.subscriber));
    for (const subscriber of this.sweeps.keys()) this.askThrottled(subscriber);
  }

  onModuleDestroy(): void {
    this.closing = true;
    for (const sweep of this.sweeps.values()) if (sweep.pending) clearTimeout(sweep.pending);
  }

  /**
   * Publishes an event inside `manager`'s transaction (without one: on its own, at once): rules
   * `within` run now, durable subscribers' jobs and the instances' notice commit with it.
   */
  async publish<K extends DomainEventName>(name: K, payload: DomainEventPayload<K>, manager: EntityManager = this.db.manager): Promise<void> {
    for (const rule of this.withins.get(name) ?? []) await rule(manager, payload);
    const durables = this.durables.get(name) ?? [];
    if (durables.length)
      await this.jobs.insert<EventJob>(
        EVENT_JOBS.name,
        durables.map(({ name: subscriber, retries }) => ({ data: { event: name, subscriber, payload }, ...retries })),
        manager,
      );
    // this instance follows as soon as the change committed, before the request that made it answers;
    // the others when the notice arrives (sent with the commit)
    if (this.everywheres.has(name) || this.coalesced.has(name))
      afterCommit(manager, () => {
        this.tellHere(name, payload);
        for (const subscriber of this.coalesced.get(name) ?? []) this.askThrottled(subscriber);
      });
    if (this.everywheres.has(name)) await this.bus.notifyOnCommit(manager, name, payload);
  }

  /** A rule that runs in the publisher's transaction (a failure rolls the whole change back). */
  within<K extends DomainEventName>(name: K, rule: Within<K>): void {
    this.withins.set(name, [...(this.withins.get(name) ?? []), rule as Within<DomainEventName>]);
  }

  /** A durable side effect: one job per event, after commit, retried on its own. `subscriber` names it (unique). */
  subscribe<K extends DomainEventName>(name: K, subscriber: string, handler: Durable<K>, retries: Partial<Retries> = {}): void {
    const key = `${name}:${subscriber}`;
    if (this.handlers.has(key)) throw new Error(`subscriber ${key} registered twice`);
    this.handlers.set(key, handler as Durable<DomainEventName>);
    this.durables.set(name, [...(this.durables.get(name) ?? []), { name: subscriber, retries: { ...DEFAULT_RETRIES, ...retries } }]);
  }

  /** A sweep run once after a burst of these events (and after a resync): `run` must find its own work. */
  coalesce(names: DomainEventName[], subscriber: string, run: () => Promise<void>): void {
    if (this.sweeps.has(subscriber)) throw new Error(`subscriber ${subscriber} registered twice`);
    this.sweeps.set(subscriber, { run, lastNudge: 0, pending: null });
    for (const name of names) this.coalesced.set(name, [...(this.coalesced.get(name) ?? []), subscriber]);
  }

  /** In-memory state of every instance: told at once here and, at commit, on every instance. */
  everywhere<K extends DomainEventName>(name: K, handler: Everywhere<K>): void {
    this.everywheres.set(name, [...(this.everywheres.get(name) ?? []), handler as Everywhere<DomainEventName>]);
  }

  /** Asks for a coalescing subscriber's run now (a start-up catch-up, or a test). */
  nudge(subscriber: string): Promise<string | null> {
    return this.jobs.send(COALESCED_JOBS.name, { subscriber }, { singletonKey: subscriber });
  }

  private async runDurable(job: EventJob): Promise<void> {
    const handler = this.handlers.get(`${job.event}:${job.subscriber}`);
    if (!handler) {
      // a subscriber removed in a newer version: its old jobs have nothing left to do
      this.logger.warn(`no subscriber ${job.subscriber} for ${job.event}: job dropped`);
      return;
    }
    await handler(job.payload as DomainEventPayload<DomainEventName>);
  }

  private async runCoalesced(subscriber: string): Promise<void> {
    const sweep = this.sweeps.get(subscriber);
    if (sweep) await sweep.run();
  }

  private received(notice: InstanceNotice): void {
    // the publishing instance followed at its commit already
    if (notice.from === this.bus.instance) return;
    this.tellHere(notice.event as DomainEventName, notice.payload as DomainEventPayload<DomainEventName> | null);
  }

  private tellHere(name: DomainEventName, payload: DomainEventPayload<DomainEventName> | null): void {
    for (const handler of this.everywheres.get(name) ?? []) handler(payload);
  }

  private resync(): void {
    for (const handlers of this.everywheres.values()) for (const handler of handlers) handler(null);
    for (const subscriber of this.sweeps.keys()) this.askThrottled(subscriber);
  }

  private askThrottled(subscriber: string): void {
    const sweep = this.sweeps.get(subscriber)!;
    if (sweep.pending || this.closing) return;
    const wait = Math.max(0, sweep.lastNudge + NUDGE_EVERY_MS - Date.now());
    sweep.pending = setTimeout(() => {
      sweep.pending = null;
      sweep.lastNudge = Date.now();
      this.nudge(subscriber).catch((error: Error) => this.logger.warn(`${subscriber} not asked: ${error.message}`));
    }, wait);
    sweep.pending.unref?.();
  }
}
