import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsRecord } from './settings.entity.js';
import { SettingsService } from './settings.service.js';

/** The shop settings record: read by checkout, invoices and content; written from the back office. */
@Module({
  imports: [TypeOrmModule.forFeature([SettingsRecord])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
