import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** Background work in PostgreSQL (pg-boss): import it where a feature enqueues or works jobs. */
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
