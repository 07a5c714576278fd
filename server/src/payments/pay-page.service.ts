import { Inject, Injectable } from '@nestjs/common';
import { toHalalas, type PayPageDto } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { ConflictError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { SettingsService } from '../content/settings.service.js';
import { PaymentsService } from './payments.service.js';
import { ProviderAccounts } from './settings/provider-accounts.service.js';

/**
 * Ward's own pay page for Moyasar payments: the payment's amount and description (from the order,
 * never the browser's), the publishable key and where Moyasar's API is. The card goes from the
 * browser to Moyasar, never through Ward.
 */
@Injectable()
export class PayPageService {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly payments: PaymentsService,
    private readonly accounts: ProviderAccounts,
    private readonly settings: SettingsService,
  ) {}

  async forUser(paymentId: string, user: AuthUser): Promise<PayPageDto> {
    const { payment, orderNumber } = await this.payments.getForUser(paymentId, user);
    if (payment.gateway !== 'moyasar' || payment.status !== 'Pending' || (payment.expiresAt && payment.expiresAt.getTime() <= Date.now()))
      throw new ConflictError('payment.notPayable');
    const [account, settings] = await Promise.all([this.accounts.credentials('moyasar'), this.settings.get()]);
    return {
      paymentId: payment.id,
      orderId: payment.orderId,
      orderNumber,
      method: payment.method,
      amount: toHalalas(payment.amount),
      currency: 'SAR',
      description: `ورد · Ward — ${orderNumber}`,
      expiresAt: payment.expiresAt?.toISOString() ?? null,
      moyasar: {
        publishableKey: account.publicKey ?? '',
        apiBase: `${account.baseUrl}/v1`,
        givenId: payment.id,
        callbackUrl: `${this.config.publicUrl}/payment/result?paymentId=${payment.id}`,
        metadata: { ward_payment_id: payment.id, order_number: orderNumber },
        applePay: {
          label: settings.shopName.en,
          countryCode: 'SA',
          supportedNetworks: ['mada', 'visa', 'masterCard'],
          merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
        },
      },
    };
  }
}
