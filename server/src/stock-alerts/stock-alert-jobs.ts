import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import { ALERT_DUE, StockAlertsService } from './stock-alerts.service.js';

const SCHEDULED: JobKind = { name: 'stock-alerts-scheduled', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };

/**
 * Back-in-stock alerts follow the catalogue (issue 27): when stock or a product changed, one sweep
 * runs after the burst (a coalescing subscriber of `stock.changed` and `catalog.changed`); a scheduled
 * sweep every 5 minutes catches the rest (an alert asked for while its product was already back).
 */
@Injectable()
export class StockAlertJobs implements OnModuleInit {
  private readonly logger = new Logger('StockAlerts');

  constructor(
    private readonly queue: JobQueue,
    private readonly alerts: StockAlertsService,
    private readonly events: DomainEvents,
  ) {}

  async onModuleInit(): Promise<void> {
    const sweep = async () => {
      if (!(await this.anyDue())) return;
      const sent = await this.alerts.sweep();
      if (sent) this.logger.log(`back-in-stock mails queued: ${sent}`);
    };
    this.events.coalesce(['stock.changed', 'catalog.changed'], 'stock-alerts.sweep', sweep);
    await this.queue.every(SCHEDULED, '*/5 * * * *', sweep);
  }

  /** Most sweeps find nothing (stock changes with every order): that check runs on the queue's connections. */
  private async anyDue(): Promise<boolean> {
    const [row] = await this.queue.read<{ due: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM stock_alerts a JOIN products p ON p.id = a."productId" WHERE ${ALERT_DUE}) AS due`,
    );
    return row?.due === true;
  }
}
