import { translate, type Language, type MessageKey } from '@ward/shared';
import type { z } from 'zod';

/**
 * Typed domain errors (Vendure style): services throw these, the error filter turns them into
 * the envelope (storefront) or `{ message, errors }` (admin), translated for the caller.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** field → catalogue key */
    readonly fields: Record<string, MessageKey> = {},
  ) {
    super(messageKey);
  }

  /** field → its translated messages (null: none); a subclass may translate each field with its own words. */
  fieldMessages(lang: Language): Record<string, string[]> | null {
    if (!Object.keys(this.fields).length) return null;
    return Object.fromEntries(Object.entries(this.fields).map(([f, k]) => [f, [translate(k, lang, this.params)]]));
  }
}

export class BadInputError extends DomainError {
  constructor(key: MessageKey = 'error.validation', fields: Record<string, MessageKey> = {}, params = {}) {
    super(400, key, params, fields);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(key: MessageKey = 'error.unauthorized') {
    super(401, key);
  }
}

export class ForbiddenError extends DomainError {
  constructor(key: MessageKey = 'error.forbidden') {
    super(403, key);
  }
}

export class NotFoundError extends DomainError {
  constructor(key: MessageKey = 'error.notFound') {
    super(404, key);
  }
}

export class ConflictError extends DomainError {
  constructor(key: MessageKey = 'error.conflict', params: Record<string, string | number> = {}, fields: Record<string, MessageKey> = {}) {
    super(409, key, params, fields);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    key: MessageKey = 'error.rateLimited',
  ) {
    super(429, key);
  }
}

/** A body or query that failed its shared schema; translated per field by the filter. */
export class SchemaValidationError extends Error {
  constructor(readonly zodError: z.ZodError) {
    super('validation');
  }
}
