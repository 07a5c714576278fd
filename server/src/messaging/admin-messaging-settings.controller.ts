import { Body, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { messagingSettingsInputSchema, TEXTING_BUDGET_DEFAULTS, type MessagingSettingsInput } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { NotFoundError } from '../common/domain-errors.js';
import { ValidBody } from '../common/validation.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { hint } from '../payments/settings/provider-accounts.service.js';
import { MessagingAccounts } from './messaging-accounts.service.js';
import { WHATSAPP_WEBHOOK_PATH } from './whatsapp/whatsapp-webhook.js';

const view = ApiOkResponse({
  description:
    '{ id: 1, whatsappPhoneNumberId, whatsappBaseUrl, whatsappTemplates, smsSenderId, smsBaseUrl (the back office’s values), ' +
    'smsBudgetPerHour, smsBudgetPerDay, smsBudgetPerCountryPerHour (the texting budget in effect), ' +
    'whatsappAccessTokenHint, whatsappAppSecretHint, whatsappVerifyTokenHint, smsAppSidHint (“••••” and the last four characters of the secret in effect, or null), ' +
    'whatsappReady, smsReady, whatsappWebhookUrl, effective: { whatsappPhoneNumberId, whatsappBaseUrl, smsSenderId, smsBaseUrl } (with the environment’s values) } — never a secret',
});

/** WhatsApp's and Unifonic's accounts and the WhatsApp template names (record 1): secrets in, never out. */
@AdminController('messaging-settings')
export class AdminMessagingSettingsController {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly accounts: MessagingAccounts,
  ) {}

  private async view() {
    const row = await this.accounts.record();
    const [wa, sms] = await Promise.all([this.accounts.whatsapp(row), this.accounts.sms(row)]);
    return {
      id: 1,
      whatsappPhoneNumberId: row.whatsappPhoneNumberId,
      whatsappBaseUrl: row.whatsappBaseUrl,
      whatsappTemplates: wa.templates,
      smsSenderId: row.smsSenderId,
      smsBaseUrl: row.smsBaseUrl,
      smsBudgetPerHour: row.smsBudgetPerHour ?? TEXTING_BUDGET_DEFAULTS.perHour,
      smsBudgetPerDay: row.smsBudgetPerDay ?? TEXTING_BUDGET_DEFAULTS.perDay,
      smsBudgetPerCountryPerHour: row.smsBudgetPerCountryPerHour ?? TEXTING_BUDGET_DEFAULTS.perCountryPerHour,
      whatsappAccessTokenHint: hint(wa.accessToken),
      whatsappAppSecretHint: hint(wa.appSecret),
      whatsappVerifyTokenHint: hint(wa.verifyToken),
      smsAppSidHint: hint(sms?.appSid ?? null),
      whatsappReady: wa.ready,
      smsReady: sms !== null,
      whatsappWebhookUrl: `${this.config.publicUrl}${WHATSAPP_WEBHOOK_PATH}`,
      effective: {
        whatsappPhoneNumberId: wa.phoneNumberId,
        whatsappBaseUrl: wa.baseUrl,
        smsSenderId: sms?.senderId ?? null,
        smsBaseUrl: sms?.baseUrl ?? null,
      },
    };
  }

  @Get()
  @ApiOperation({ summary: 'Messaging settings (record 1)' })
  @view
  get() {
    return this.view();
  }

  @Get(':id')
  @ApiOperation({ summary: 'Messaging settings; only id 1 exists' })
  @view
  @ApiResponse({ status: 404, description: 'Not record 1' })
  getOne(@Param('id') id: string) {
    if (id !== '1') throw new NotFoundError();
    return this.view();
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Save the WhatsApp and SMS accounts and the WhatsApp template names',
    description:
      'Every field: a string sets it (secrets sealed with DATA_KEY), "" or null clears it (the environment’s value applies again), absent keeps it.',
  })
  @ValidBody(messagingSettingsInputSchema, { whatsappPhoneNumberId: '106540352242922', whatsappAccessToken: 'EAAG…', smsSenderId: 'Ward' })
  @view
  @ApiResponse({ status: 404, description: 'Not record 1' })
  async update(@Param('id') id: string, @Body() body: MessagingSettingsInput, @CurrentUser() admin: AuthUser) {
    if (id !== '1') throw new NotFoundError();
    await this.accounts.update(body, admin.id);
    return this.view();
  }
}
