import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsRecord } from './settings.entity.js';
import { SettingsService } from './settings.service.js';

/** Shop content: settings (and branches, banners, testimonials, pages, newsletter, contact). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SettingsRecord])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class ContentModule {}
