import { Body, Get, Inject, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import {
  PAYMENT_PROVIDERS,
  paymentProviderInputSchema,
  paymentSettingsInputSchema,
  type PaymentProviderInput,
  type PaymentProviderName,
  type PaymentSettingsInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../access/auth-user.js';
import { CurrentUser } from '../../access/decorators.js';
import { AdminController } from '../../access/decorators.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { ValidBody } from '../../common/validation.js';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { GatewayRegistry } from '../gateway-registry.js';
import { PaymentRoutes } from './payment-routes.service.js';
import { providerView } from './payment-settings.views.js';
import { ProviderAccounts } from './provider-accounts.service.js';

const provider = (id: string): PaymentProviderName => {
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(id)) throw new NotFoundError('payment.providerUnknown');
  return id as PaymentProviderName;
};
const view = ApiOkResponse({
  description:
    '{ id, enabled, sandbox, ready, testKeys, publicKey, hasSecretKey, secretKeyHint, hasWebhookSecret, webhookSecretHint, merchantCode, fromEnvironment[], webhookUrl, methods[] } — never a secret',
});

/** Payment providers' accounts in the back office (Moyasar, Tabby, Tamara): keys in, secrets never out. */
@AdminController('payment-providers')
export class AdminPaymentProvidersController {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly accounts: ProviderAccounts,
    private readonly gateways: GatewayRegistry,
  ) {}

  private async views(only?: PaymentProviderName) {
    const [all, routes] = await Promise.all([this.accounts.all(), this.gateways.routes()]);
    return all
      .filter((c) => !only || c.provider === only)
      .map((c) => providerView(c, this.accounts.isReady(c), this.config.publicUrl, routes));
  }

  @Get()
  @ApiOperation({ summary: 'The three providers’ accounts (Content-Range)' })
  @view
  async list(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Content-Range', `payment-providers 0-2/3`);
    return this.views();
  }

  @Get(':id')
  @ApiParam({ name: 'id', enum: PAYMENT_PROVIDERS })
  @ApiOperation({ summary: 'One provider’s account' })
  @view
  @ApiResponse({ status: 404, description: 'Not moyasar, tabby or tamara' })
  async get(@Param('id') id: string) {
    return (await this.views(provider(id)))[0];
  }

  @Put(':id')
  @ApiParam({ name: 'id', enum: PAYMENT_PROVIDERS })
  @ApiOperation({
    summary: 'Save a provider’s account',
    description:
      'Secrets (secretKey, webhookSecret): a string sets it (sealed with DATA_KEY), "" or null removes it, absent keeps it. Values set in the environment win and cannot be changed here.',
  })
  @ValidBody(paymentProviderInputSchema, {
    enabled: true,
    publicKey: 'pk_live_…',
    secretKey: 'sk_live_…',
    webhookSecret: 'a long random secret',
  })
  @view
  async update(@Param('id') id: string, @Body() body: PaymentProviderInput, @CurrentUser() admin: AuthUser) {
    const name = provider(id);
    await this.accounts.update(name, body, admin.id);
    return (await this.views(name))[0];
  }
}

/** Which provider takes each payment method, and Apple Pay's domain association file (record 1). */
@AdminController('payment-settings')
export class AdminPaymentSettingsController {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly routes: PaymentRoutes,
    private readonly gateways: GatewayRegistry,
  ) {}

  private async record() {
    const [saved, offered] = await Promise.all([this.routes.record(), this.gateways.routes()]);
    return {
      id: 1,
      routes: { ...this.routes.defaults(), ...saved.routes },
      offered,
      testGateway: this.config.testGateway,
      applePayAssociation: saved.applePayAssociation,
      applePayFromEnvironment: this.config.applePayAssociationFile !== null,
    };
  }

  @Get()
  @ApiOperation({
    summary: 'Payment settings (record 1): routes (method → provider or null), offered (what checkout offers now), Apple Pay file',
  })
  get() {
    return this.record();
  }

  @Get(':id')
  @ApiOperation({ summary: 'Payment settings; only id 1 exists' })
  @ApiResponse({ status: 404, description: 'Not record 1' })
  getOne(@Param('id') id: string) {
    if (id !== '1') throw new NotFoundError();
    return this.record();
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save which provider takes each method (null: not offered) and Apple Pay’s domain association file' })
  @ValidBody(paymentSettingsInputSchema)
  @ApiResponse({ status: 404, description: 'Not record 1' })
  async update(@Param('id') id: string, @Body() body: PaymentSettingsInput) {
    if (id !== '1') throw new NotFoundError();
    await this.routes.update(body);
    return this.record();
  }
}
