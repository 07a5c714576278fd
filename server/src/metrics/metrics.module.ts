import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.service.js';

/** Prometheus metrics: modules that report import this and call `Metrics`. */
@Module({
  imports: [RateLimitModule],
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class MetricsModule {}
