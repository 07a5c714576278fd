import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditController } from './admin-audit.controller.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditService } from './audit.service.js';

/** The audit log of admin writes: recorded for every admin route by one app-wide interceptor, read at /api/admin/audit. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AdminAuditController],
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
