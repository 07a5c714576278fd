import { applyDecorators, Controller, createParamDecorator, UseGuards, UseInterceptors, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Role } from '@ward/shared';
import { EnvelopeInterceptor } from '../common/envelope.js';
import type { AuthUser } from './auth-user.js';
import { JwtAuthGuard, OptionalJwtAuthGuard, PublicReadJwtAuthGuard, Roles, RolesGuard } from './guards.js';

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);

const envelopeError = (status: number, description: string) =>
  ApiResponse({
    status,
    description,
    schema: {
      type: 'object',
      properties: {
        isSuccess: { type: 'boolean', example: false },
        data: { type: 'null' },
        message: { type: 'string' },
        errors: { type: 'object', nullable: true, additionalProperties: { type: 'array', items: { type: 'string' } } },
        requestId: { type: 'string', description: 'names this request in the server logs (also the X-Request-Id header)' },
      },
    },
  });

/** A storefront controller under `/api/{path}`: answers wrapped in the envelope. */
export function StorefrontController(path: string, tag: string) {
  return applyDecorators(
    Controller(path),
    ApiTags(tag),
    UseInterceptors(EnvelopeInterceptor),
    envelopeError(400, 'Validation failed: `errors` maps each field to its messages'),
    envelopeError(500, 'Unexpected error (no details are ever sent)'),
  );
}

/** The route needs a logged-in user; with roles, one of them. */
export function Authenticated(...roles: Role[]) {
  return applyDecorators(
    UseGuards(JwtAuthGuard, RolesGuard),
    ...(roles.length ? [Roles(...roles)] : []),
    ApiBearerAuth(),
    envelopeError(401, 'No token, an invalid or expired one, or a blocked account (the session ends)'),
    envelopeError(403, 'A role that may not do this'),
  );
}

/** Works for anonymous callers, and knows the user when a valid token is sent. */
export function OptionalAuth() {
  return applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth());
}

/** A public read that knows a signed-in caller; a token that no longer holds reads as anonymous, never a failure. */
export function PublicReadAuth() {
  return applyDecorators(UseGuards(PublicReadJwtAuthGuard), ApiBearerAuth());
}

/** An admin resource under `/api/admin/{resource}` (ra-data-simple-rest format), Admin role only. */
export function AdminController(resource: string) {
  return applyDecorators(
    Controller(`admin/${resource}`),
    ApiTags(`admin: ${resource}`),
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('Admin'),
    ApiBearerAuth(),
    ApiResponse({ status: 400, description: 'Validation failed: `{ message, errors: { field: message } }`' }),
    ApiResponse({ status: 401, description: 'No token, or an invalid or expired one' }),
    ApiResponse({ status: 403, description: 'Not an admin' }),
  );
}
