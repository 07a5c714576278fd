import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@ward/shared';
import { ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import type { AuthUser } from './auth-user.js';

/** 401 without a valid token (missing, tampered, expired); the strategy's own errors pass through. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    if (err) throw err instanceof Error ? err : new UnauthorizedError();
    if (!user) throw new UnauthorizedError();
    return user;
  }
}

/** Like JwtAuthGuard, but a request without a token passes as anonymous. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    return super.canActivate(context);
  }

  override handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    if (err) throw err instanceof Error ? err : new UnauthorizedError();
    if (!user) throw new UnauthorizedError();
    return user;
  }
}

/**
 * For public reads that only personalise for a signed-in caller (a product's reviews and the
 * caller's own): a token that no longer holds (expired, blocked) reads as anonymous, so the
 * public page keeps working; the shopper's next private request ends the session.
 */
@Injectable()
export class PublicReadJwtAuthGuard extends OptionalJwtAuthGuard {
  override handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    return (err || !user ? undefined : user) as T;
  }
}

export const ROLES_KEY = 'ward:roles';
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** 403 when the verified user's role is not one the route allows. Runs after JwtAuthGuard. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw new UnauthorizedError();
    if (!roles.includes(user.role)) throw new ForbiddenError();
    return true;
  }
}
