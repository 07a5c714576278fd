import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { UnauthorizedError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { Metrics } from './metrics.service.js';

/** Wrong tokens allowed per client address and minute before 429 (the token is long and random, but still guessable in principle). */
const FAILED_TRIES_PER_MINUTE = 20;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /metrics` for Prometheus: only with METRICS_TOKEN set, and only for a caller sending it as a bearer token. */
@Controller('metrics')
@ApiTags('operations')
export class MetricsController {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly metrics: Metrics,
    private readonly limits: RateLimitService,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: 'Prometheus metrics (bearer token = METRICS_TOKEN; the route does not exist when it is unset)',
    description:
      'Request rate and latency per route, orders placed and refused, payments by status, depth and age of every outbox, database pool, micro-cache hits, Node process metrics.',
  })
  @ApiOkResponse({ description: 'Prometheus text exposition format' })
  @ApiResponse({ status: 401, description: 'Missing or wrong token' })
  @ApiResponse({ status: 429, description: 'Too many wrong tokens from this address' })
  async scrape(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      const key = `metrics:ip:${request.ip}`;
      await this.limits.assertBelow(key, FAILED_TRIES_PER_MINUTE, 60);
      await this.limits.increment(key, 60);
      void reply.header('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedError();
    }
    void reply.type(this.metrics.registry.contentType).header('Cache-Control', 'no-store');
    return this.metrics.render();
  }
}
