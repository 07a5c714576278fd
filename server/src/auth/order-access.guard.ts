import { applyDecorators, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UnauthorizedError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { sqlRows } from '../database/sql-rows.js';
import type { AuthUser } from '../access/auth-user.js';
import { JwtAuthGuard } from '../access/guards.js';
import { OrderAccessTokens } from './order-access.js';

export const ORDER_ACCESS_HEADER = 'x-order-access';

/**
 * A signed-in customer (the bearer token, as `@Authenticated()`), or a guest holding the
 * `X-Order-Access` token of one order: then `request.user` is the order's guest customer with
 * `orderScope` set, and the route must keep to that order (the services check `orderScope`).
 * An expired or forged token is 401, never another order.
 */
@Injectable()
export class CustomerOrOrderAccessGuard implements CanActivate {
  private readonly tokens: OrderAccessTokens;
  private readonly jwt = new JwtAuthGuard();

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.tokens = new OrderAccessTokens(config.jwtSecret);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    const access = request.headers[ORDER_ACCESS_HEADER];
    if (request.headers.authorization || !access) return (await this.jwt.canActivate(context)) as boolean;
    const read = this.tokens.read(access);
    const [order] = read
      ? await sqlRows<{ userId: number; customerName: string; status: string; isGuest: boolean }>(
          this.db,
          `SELECT o."userId", o."customerName", u.status, u."isGuest" FROM orders o JOIN users u ON u.id = o."userId" WHERE o.id = $1`,
          [read.orderId],
        )
      : [];
    // only a guest's order: once it belongs to an account, its owner signs in
    if (!read || !order || !order.isGuest || order.status === 'Blocked' || !this.tokens.holds(read, order.userId))
      throw new UnauthorizedError('guest.accessExpired');
    request.user = { id: order.userId, role: 'Customer', name: order.customerName, email: null, orderScope: read.orderId };
    return true;
  }
}

/** The route serves a signed-in customer, or a guest with its order's `X-Order-Access` token. */
export function AuthenticatedOrOrderAccess() {
  return applyDecorators(
    UseGuards(CustomerOrOrderAccessGuard),
    ApiBearerAuth(),
    ApiHeader({
      name: 'X-Order-Access',
      required: false,
      description:
        'Without a bearer token: the access token a guest checkout answered (`access.token`), for that one order only (24 hours)',
    }),
  );
}
