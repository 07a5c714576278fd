import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PAY_LATER_METHODS,
  instalments,
  toSar,
  type Language,
  type PayLaterCheckDto,
  type PayLaterCheckInput,
  type PlaceOrderInput,
} from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { UnauthorizedError } from '../../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import type { OrderSnapshot } from '../../payments/gateway.js';
import { GatewayRegistry } from '../../payments/gateway-registry.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { deliveryAddress } from '../delivery-address.js';
import { CheckoutPricer } from '../pricing/checkout-pricer.js';

/** Each check opens a session at the provider: a few a minute per customer is plenty for a checkout. */
const CHECKS_PER_MINUTE = 20;

/**
 * Pay later, before checkout (Tabby's "background pre-scoring", Tamara's pre-check): the cart as
 * the one pricing path prices it, with the customer and the delivery address, goes to each
 * pay-later provider the shop offers; an option it turns down is shown disabled with its reason.
 */
@Injectable()
export class PayLaterCheck {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly pricer: CheckoutPricer,
    private readonly gateways: GatewayRegistry,
    private readonly limits: RateLimitService,
  ) {}

  async check(user: AuthUser, input: PayLaterCheckInput, lang: Language): Promise<PayLaterCheckDto> {
    const routes = await this.gateways.routes();
    const offered = PAY_LATER_METHODS.filter((m) => routes[m]);
    if (!offered.length) return {};
    await this.limits.consume(`pay-later:user:${user.id}`, CHECKS_PER_MINUTE, 60);
    const { context, priced } = await this.pricer.price(
      { ...input, country: input.address?.country ?? input.country ?? null },
      { manager: this.db.manager, customerId: user.id, addressId: input.addressId ?? null, idempotencyKey: null },
    );
    // the providers are asked about the order's total: never one without its shipping
    if (priced.shippingError) throw priced.shippingError;
    const customer = context.customer;
    if (!customer) throw new UnauthorizedError('auth.sessionExpired');
    const address = deliveryAddress(input as PlaceOrderInput, context, customer);
    const total = priced.totals.total;
    const order: OrderSnapshot = {
      orderNumber: 'checkout',
      subtotal: priced.totals.subtotal,
      discount: priced.totals.discount,
      shipping: priced.totals.shipping,
      codFee: 0,
      vat: priced.totals.vat,
      items: priced.lines
        .filter((l) => l.variant && l.priced)
        .map((l, i) => ({
          id: i + 1,
          productId: l.productId,
          name: { ar: l.variant!.nameAr, en: l.variant!.nameEn },
          quantity: l.quantity,
          unitPrice: l.priced!.unitPrice,
          total: l.priced!.lineTotal,
        })),
      buyer: { name: customer.name, email: customer.email, phone: customer.phone, registeredSince: new Date().toISOString() },
      address: { ...address, recipientName: address.recipientName ?? customer.name },
    };
    const answer: PayLaterCheckDto = {};
    for (const method of offered) {
      const gateway = this.gateways.get(routes[method]!);
      const perPayment = toSar(instalments(total)[0]);
      try {
        const result = (await gateway.precheck?.({
          amount: total,
          currency: 'SAR',
          lang,
          returnUrl: `${this.config.publicUrl}/checkout`,
          order,
        })) ?? { available: true, reason: null };
        answer[method] = { ...result, perPayment };
      } catch (error) {
        this.logger.warn(`${method} pre-check failed: ${(error as Error).message}`);
        answer[method] = { available: false, reason: 'unavailable', perPayment };
      }
    }
    return answer;
  }
}
