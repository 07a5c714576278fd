import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { PaymentRoutes } from './payment-routes.service.js';

export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Apple Pay on the web: Apple checks that the shop's domain holds the file it gave (through
 * Moyasar's dashboard) at this path. From APPLE_PAY_DOMAIN_ASSOCIATION (a file) or the back
 * office; 404 until there is one.
 */
@Injectable()
export class ApplePayAssociation implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly routes: PaymentRoutes,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get(APPLE_PAY_ASSOCIATION_PATH, async (_request, reply) => {
      const file = await this.file();
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send(file);
    });
  }

  private async file(): Promise<string | null> {
    if (this.config.applePayAssociationFile) {
      try {
        return await readFile(this.config.applePayAssociationFile, 'utf8');
      } catch (error) {
        this.logger.error(`APPLE_PAY_DOMAIN_ASSOCIATION cannot be read: ${(error as Error).message}`);
        return null;
      }
    }
    return (await this.routes.record()).applePayAssociation;
  }
}
