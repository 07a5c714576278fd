import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import { CartRemindersService } from './cart-reminders.service.js';

const SWEEP: JobKind = { name: 'cart-reminders-sweep', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };

/** The abandoned-cart sweep every 5 minutes (one instance per tick: pg-boss). */
@Injectable()
export class CartReminderJobs implements OnModuleInit {
  private readonly logger = new Logger('CartReminders');

  constructor(
    private readonly queue: JobQueue,
    private readonly reminders: CartRemindersService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.every(SWEEP, '*/5 * * * *', async () => {
      const found = await this.reminders.sweep();
      if (found) this.logger.log(`abandoned carts handled: ${found}`);
    });
  }
}
