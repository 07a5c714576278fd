import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SchemaValidationError } from './domain-errors.js';

/** JSON Schema of a shared zod schema, for Swagger. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

@Injectable()
class SchemaInterceptor implements NestInterceptor {
  constructor(
    private readonly schema: z.ZodType,
    private readonly part: 'body' | 'query',
  ) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const result = this.schema.safeParse(request[this.part] ?? {});
    if (!result.success) throw new SchemaValidationError(result.error);
    (request as unknown as Record<string, unknown>)[this.part] = result.data;
    return next.handle();
  }
}

/**
 * Validates the JSON body with a shared schema (SPEC.md §5 rules live in @ward/shared) before the
 * handler runs, replaces it with the parsed value and documents it in Swagger.
 */
export function ValidBody(schema: z.ZodType, example?: unknown) {
  return applyDecorators(
    ApiBody({ schema: { ...jsonSchemaOf(schema), ...(example ? { example } : {}) } }),
    UseInterceptors(new SchemaInterceptor(schema, 'body')),
  );
}

/** Validates and coerces the query string with a schema, documenting each parameter. */
export function ValidQuery(schema: z.ZodObject) {
  const params = Object.entries(schema.shape).map(([name, field]) =>
    ApiQuery({ name, required: false, schema: jsonSchemaOf(field as z.ZodType) as never }),
  );
  return applyDecorators(...params, UseInterceptors(new SchemaInterceptor(schema, 'query')));
}
