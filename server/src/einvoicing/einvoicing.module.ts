import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/secret-box.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { SettingsModule } from '../content/settings.module.js';
import { FatooraGateway } from './fatoora/fatoora-gateway.js';
import { EgsUnit } from './onboarding/egs-unit.entity.js';
import { OnboardingController } from './onboarding/onboarding.controller.js';
import { OnboardingService } from './onboarding/onboarding.service.js';

/** ZATCA e-invoicing phase 2: onboarding, signed UBL documents, reporting (issue 16). */
@Module({
  imports: [TypeOrmModule.forFeature([EgsUnit]), SettingsModule],
  controllers: [OnboardingController],
  providers: [
    { provide: SecretBox, inject: [WARD_CONFIG], useFactory: (config: WardConfig) => new SecretBox(config.dataKey) },
    FatooraGateway,
    OnboardingService,
  ],
  exports: [OnboardingService],
})
export class EInvoicingModule {}
