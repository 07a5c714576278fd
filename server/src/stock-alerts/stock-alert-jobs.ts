import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import { ALERT_DUE, StockAlertsService } from './stock-alerts.service.js';

const SWEEP: JobKind = { name: 'stock-alerts-sweep', attempts: 5, firstDelaySeconds: 10, maxDelaySeconds: 600 };
const SCHEDULED: JobKind = { name: 'stock-alerts-scheduled', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };
/** a busy shop changes stock on every order: ask for a sweep at most this often per instance */
const NUDGE_EVERY_MS = 1_000;

/**
 * When stock may have returned (any catalogue or stock change, in any instance), a sweep job is
 * queued (one at a time: singleton key); a scheduled sweep every 5 minutes catches the rest.
 */
@Injectable()
export class StockAlertJobs implements OnModuleInit {
  private readonly logger = new Logger('StockAlerts');
  private lastNudge = 0;
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly alerts: StockAlertsService,
    private readonly events: CatalogEvents,
  ) {}

  async onModuleInit(): Promise<void> {
    const sweep = async () => {
      if (!(await this.anyDue())) return;
      const sent = await this.alerts.sweep();
      if (sent) this.logger.log(`back-in-stock mails queued: ${sent}`);
    };
    await this.queue.work(SWEEP, sweep);
    await this.queue.every(SCHEDULED, '*/5 * * * *', sweep);
    this.events.onChange(() => this.nudge());
    this.events.onStockChange(() => this.nudge());
  }

  /** Most sweeps find nothing (stock changes with every order): that check runs on the queue's connections. */
  private async anyDue(): Promise<boolean> {
    const [row] = await this.queue.read<{ due: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM stock_alerts a JOIN products p ON p.id = a."productId" WHERE ${ALERT_DUE}) AS due`,
    );
    return row?.due === true;
  }

  private nudge(): void {
    if (this.pending) return;
    const wait = Math.max(0, this.lastNudge + NUDGE_EVERY_MS - Date.now());
    this.pending = setTimeout(() => {
      this.pending = null;
      this.lastNudge = Date.now();
      this.queue
        .send(SWEEP.name, {}, { singletonKey: 'sweep' })
        .catch((error: Error) => this.logger.warn(`sweep not queued: ${error.message}`));
    }, wait);
    this.pending.unref?.();
  }
}
