import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-errors.js';

@Controller('health')
@ApiTags('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database check (503 while PostgreSQL is unreachable)' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', uptimeSeconds: 12 } } })
  async health() {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new DomainError(503, 'error.unavailable');
    }
    return { status: 'ok', database: 'up', uptimeSeconds: Math.round(process.uptime()) };
  }
}
