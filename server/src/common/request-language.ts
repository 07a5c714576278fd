import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { pickLanguage, type Language } from '@ward/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language: `?lang=`, then Accept-Language; Arabic by default (SPEC.md §1). */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : null;
  return pickLanguage(fromQuery ?? request.headers['accept-language']);
}

export const Lang = createParamDecorator((_: unknown, ctx: ExecutionContext): Language =>
  languageOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
