import { Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Metrics } from '../metrics/metrics.service.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { AdminOutboxController } from './admin-outbox.controller.js';
import { MailService } from './mail.service.js';
import { OutboxMail } from './outbox.entity.js';
import { sqlRows } from '../database/sql-rows.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), JobsModule, MetricsModule],
  controllers: [AdminOutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {
  constructor(metrics: Metrics, @InjectRepository(OutboxMail) outbox: Repository<OutboxMail>) {
    // mails waiting for SMTP (`kept` ones never leave: there is no SMTP_URL)
    metrics.registerOutbox('mail', async () => {
      const [row] = await sqlRows<{ depth: number; age: number }>(
        outbox,
        `SELECT count(*)::int AS depth, coalesce(extract(epoch FROM now() - min("createdAt")), 0)::float8 AS age FROM mail_outbox WHERE status = 'pending'`,
      );
      return { depth: row.depth, oldestAgeSeconds: row.age };
    });
  }
}
