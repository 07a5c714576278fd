import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module.js';
import { AdminOutboxController } from './admin-outbox.controller.js';
import { MailService } from './mail.service.js';
import { OutboxMail } from './outbox.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), JobsModule],
  controllers: [AdminOutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
