import { Module } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.service.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { JobQueue } from './job-queue.js';

/** Background work in PostgreSQL (pg-boss): import it where a feature enqueues or works jobs. */
@Module({ imports: [MetricsModule], providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {
  constructor(metrics: Metrics, queue: JobQueue) {
    // every kind of job is an outbox: jobs waiting (created or to retry) and the oldest one's age
    metrics.registerOutboxes('jobs', async () =>
      (await queue.depths()).map((d) => ({ outbox: `job:${d.name}`, depth: d.queued, oldestAgeSeconds: d.oldestSeconds })),
    );
  }
}
