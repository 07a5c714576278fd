import { Global, Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { DomainEvents } from './domain-events.js';
import { InstanceBus } from './instance-bus.js';

/** The domain events every module publishes and follows (global: no feature module imports another for them). */
@Global()
@Module({ imports: [JobsModule], providers: [InstanceBus, DomainEvents], exports: [DomainEvents, InstanceBus] })
export class EventsModule {}
