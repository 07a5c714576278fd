import { Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { MESSAGE_CHANNELS } from '@ward/shared';
import type { Repository } from 'typeorm';
import { sqlRows } from '../../database/sql-rows.js';
import { JobsModule } from '../../jobs/jobs.module.js';
import { Metrics } from '../../metrics/metrics.service.js';
import { MetricsModule } from '../../metrics/metrics.module.js';
import { AdminMailOutboxController, AdminSmsOutboxController, AdminWhatsAppOutboxController } from './admin-channel-outbox.controllers.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { Message } from './message.entity.js';
import { Outbox } from './outbox.service.js';

/**
 * The one outbox (`messages`): mail, SMS and WhatsApp register their channel adapters with
 * `Outbox.register` from their own modules, and send through their services in front of it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Message]), JobsModule, MetricsModule],
  controllers: [AdminMessagesController, AdminMailOutboxController, AdminSmsOutboxController, AdminWhatsAppOutboxController],
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {
  constructor(metrics: Metrics, @InjectRepository(Message) messages: Repository<Message>) {
    // messages waiting to go out, per channel (`kept` ones never leave: their channel is not set up)
    metrics.registerOutboxes('messages', async () => {
      const rows = await sqlRows<{ channel: string; depth: number; age: number }>(
        messages,
        `SELECT channel, count(*)::int AS depth, coalesce(extract(epoch FROM now() - min("createdAt")), 0)::float8 AS age
         FROM messages WHERE status = 'pending' GROUP BY channel`,
      );
      return MESSAGE_CHANNELS.map((channel) => {
        const row = rows.find((r) => r.channel === channel);
        return { outbox: channel, depth: row?.depth ?? 0, oldestAgeSeconds: row?.age ?? 0 };
      });
    });
  }
}
