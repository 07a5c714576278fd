import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service.js';
import { OutboxMail } from './outbox.entity.js';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([OutboxMail])], providers: [MailService], exports: [MailService] })
export class MailModule {}
