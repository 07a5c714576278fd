import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';

const CHANNEL = 'ward_events';
/** NOTIFY payloads must stay under 8000 bytes; a message longer than this says "everything" instead. */
export const NOTICE_MAX_BYTES = 7_000;
const RECONNECT_MAX_MS = 5_000;

/** One notice: the event's name, its payload, and the instance whose transaction committed it. */
export interface InstanceNotice {
  from: string;
  event: string;
  payload: unknown;
}

/**
 * Tells every instance on the database that something committed, over PostgreSQL LISTEN/NOTIFY on a
 * connection of its own. A notice is sent inside the publisher's transaction, so PostgreSQL delivers
 * it at commit, and never after a rollback, to every listener, this instance included. After a lost
 * connection the bus reconnects and asks its listeners to catch up (`onResync`), since notices sent
 * meanwhile never arrive.
 */
@Injectable()
export class InstanceBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('InstanceBus');
  readonly instance = randomUUID().slice(0, 8);
  private client: pg.Client | null = null;
  private readonly listeners: Array<(notice: InstanceNotice) => void> = [];
  private readonly resyncs: Array<() => void> = [];
  private reconnectMs = 250;
  private closed = false;
  private everConnected = false;
  private readonly dead = new WeakSet<pg.Client>();

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {}

  onModuleInit(): Promise<void> {
    return this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  onNotice(listener: (notice: InstanceNotice) => void): void {
    this.listeners.push(listener);
  }

  /** After a reconnect: notices may have been missed, so caches drop everything and sweeps look again. */
  onResync(listener: () => void): void {
    this.resyncs.push(listener);
  }

  /**
   * Sends `payload` to every instance when `manager`'s transaction commits; without one, at once on the
   * bus's own connection, so that a change already committed costs its request no round trip.
   */
  async notifyOnCommit(manager: EntityManager, event: string, payload: unknown): Promise<void> {
    const args = [CHANNEL, encode({ from: this.instance, event, payload })];
    const inTransaction = manager.queryRunner?.isTransactionActive ?? false;
    if (!inTransaction && this.client) await this.client.query('SELECT pg_notify($1, $2)', args);
    else await manager.query('SELECT pg_notify($1, $2)', args);
  }

  private receive(raw: string | undefined): void {
    let notice: InstanceNotice;
    try {
      notice = JSON.parse(raw ?? '') as InstanceNotice;
    } catch {
      return;
    }
    if (typeof notice?.event !== 'string') return;
    for (const listener of this.listeners) {
      try {
        listener(notice);
      } catch (error) {
        this.logger.warn(`${notice.event}: ${(error as Error).message}`);
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.config.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'ward-events' });
    client.on('notification', (n) => this.receive(n.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.logger.warn(`cannot listen for notices: ${(error as Error).message}`);
      this.lost(client);
      return;
    }
    this.client = client;
    this.reconnectMs = 250;
    if (this.everConnected) for (const resync of this.resyncs) resync();
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

/** The notice as JSON; a payload too long for NOTIFY travels as null ("all of them"). */
function encode(notice: InstanceNotice): string {
  const text = JSON.stringify(notice);
  return Buffer.byteLength(text) <= NOTICE_MAX_BYTES ? text : JSON.stringify({ ...notice, payload: null });
}
