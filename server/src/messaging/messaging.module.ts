import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { AdminSmsOutboxController } from './admin-sms-outbox.controller.js';
import { SmsOutbox } from './sms-outbox.entity.js';
import { SMS_PROVIDER } from './sms-provider.js';
import { SmsService } from './sms.service.js';
import { UnifonicProvider } from './unifonic.provider.js';

/** Text messages to shoppers (DESIGN.md §8 `messaging/`): the provider chosen from the environment, delivery by job. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutbox]), JobsModule],
  controllers: [AdminSmsOutboxController],
  providers: [
    { provide: SMS_PROVIDER, inject: [WARD_CONFIG], useFactory: (config: WardConfig) => (config.sms ? new UnifonicProvider(config.sms) : null) },
    SmsService,
  ],
  exports: [SmsService],
})
export class MessagingModule {}
