import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';

const CHANNEL = 'ward_cache';
/** Product ids of orders placed within this window travel in one notification. */
const STOCK_BATCH_MS = 10;
/** NOTIFY payloads must stay under 8000 bytes. */
const IDS_PER_NOTICE = 1000;
const RECONNECT_MAX_MS = 5_000;

export interface CacheBusHandlers {
  /** another instance changed the catalogue or content: drop every cached answer */
  all(): void;
  /** another instance's orders changed these products' stock */
  products(ids: number[]): void;
}

/**
 * Tells every instance on the database to drop cached answers, over PostgreSQL LISTEN/NOTIFY on
 * one connection of its own: an admin write on one instance clears the micro-cache of all of them
 * at once (a notification arrives in milliseconds), and an order refreshes its products' cached
 * stock everywhere. An instance ignores its own notices (it already cleared itself). After a lost
 * connection it reconnects and clears everything, since notices sent meanwhile never arrive.
 */
@Injectable()
export class CacheBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CacheBus');
  private readonly instance = randomUUID().slice(0, 8);
  private client: pg.Client | null = null;
  private handlers: CacheBusHandlers | null = null;
  private readonly topics = new Map<string, () => void>();
  private pendingIds = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private reconnectMs = 250;
  private closed = false;
  private everConnected = false;
  private readonly dead = new WeakSet<pg.Client>();

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig & { databaseUrl?: string | null }) {}

  onModuleInit(): Promise<void> {
    return this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.client?.end().catch(() => undefined);
  }

  handle(handlers: CacheBusHandlers): void {
    this.handlers = handlers;
  }

  publishAll(): void {
    this.notify('all');
  }

  /**
   * Something other than the catalogue that instances keep in memory (search synonyms…): `publish`
   * tells the other instances, which run the topic's handler; so does a reconnect (notices may
   * have been missed meanwhile).
   */
  onTopic(topic: string, handler: () => void): void {
    this.topics.set(topic, handler);
  }

  publish(topic: string): void {
    this.notify(`t:${topic}`);
  }

  publishProducts(ids: number[]): void {
    for (const id of ids) this.pendingIds.add(id);
    this.flushTimer ??= setTimeout(() => this.flushProducts(), STOCK_BATCH_MS);
  }

  /**
   * NOTIFY inside the caller's transaction: PostgreSQL delivers it at commit (never after a
   * rollback) to every listener, this instance's own included (`*` as the sender).
   */
  async publishProductsOnCommit(query: (sql: string, params: unknown[]) => Promise<unknown>, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTICE)
      await query('SELECT pg_notify($1, $2)', [CHANNEL, `*|p:${ids.slice(i, i + IDS_PER_NOTICE).join(',')}`]);
  }

  private flushProducts(): void {
    this.flushTimer = null;
    const ids = [...this.pendingIds];
    this.pendingIds.clear();
    for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) this.notify(`p:${ids.slice(i, i + IDS_PER_NOTICE).join(',')}`);
  }

  private notify(message: string): void {
    // no connection: the others' answers still expire on their short TTL
    this.client?.query('SELECT pg_notify($1, $2)', [CHANNEL, `${this.instance}|${message}`]).catch(() => undefined);
  }

  private receive(payload: string | undefined): void {
    const [from, message] = (payload ?? '').split('|');
    // `*`: sent from inside a transaction, for every instance, the sender too
    if (!message || from === this.instance || !this.handlers) return;
    if (message === 'all') this.handlers.all();
    else if (message.startsWith('p:')) this.handlers.products(message.slice(2).split(',').map(Number).filter(Number.isInteger));
    else if (message.startsWith('t:')) this.topics.get(message.slice(2))?.();
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.config.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'ward-cache' });
    client.on('notification', (n) => this.receive(n.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.logger.warn(`cannot listen for cache notices: ${(error as Error).message}`);
      this.lost(client);
      return;
    }
    this.client = client;
    this.reconnectMs = 250;
    if (this.everConnected) {
      this.handlers?.all();
      for (const handler of this.topics.values()) handler();
    }
    this.everConnected = true;
  }

  private lost(client: pg.Client): void {
    if (this.dead.has(client)) return;
    this.dead.add(client);
    if (this.client === client) this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = this.reconnectMs;
    this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => void this.connect(), delay).unref();
  }
}
