import { Inject, Injectable } from '@nestjs/common';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { ZATCA_BASE_URLS, type ZatcaEnvironment } from '../environments.js';
import { FatooraClient } from './fatoora-client.js';

/** The Fatoora client of an environment; ZATCA_BASE_URL points every environment elsewhere (a stand-in). */
@Injectable()
export class FatooraGateway {
  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {}

  clientFor(environment: ZatcaEnvironment): FatooraClient {
    return new FatooraClient(this.config.zatcaBaseUrl ?? ZATCA_BASE_URLS[environment]);
  }
}
