import { DomainError } from '../common/domain-errors.js';
import type { GatewayEvent, GatewayInvoice, GatewayInvoiceStatus, PaymentGateway } from './gateway.js';

/**
 * No online gateway configured (production without PAYMENT_TEST_GATEWAY and no real adapter yet):
 * card and e-wallet orders are refused before anything is written, cash on delivery works.
 */
export class NoGateway implements PaymentGateway {
  readonly name = 'none';
  readonly testMode = false;
  readonly acceptsOnline = false;

  private unavailable(): never {
    throw new DomainError(409, 'payment.methodUnavailable', {}, { paymentMethod: 'payment.methodUnavailable' });
  }

  createInvoice(): Promise<GatewayInvoice> {
    return this.unavailable();
  }

  fetchStatus(): Promise<GatewayInvoiceStatus> {
    return this.unavailable();
  }

  cancelInvoice(): Promise<GatewayInvoiceStatus> {
    return this.unavailable();
  }

  refund(): Promise<void> {
    return this.unavailable();
  }

  verifyNotification(): GatewayEvent {
    throw new DomainError(401, 'payment.invalidSignature');
  }
}
