import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SchemaValidationError } from './domain-errors.js';

/**
 * The admin list request and answer on the wire (ra-data-simple-rest, DESIGN.md §3):
 * `?sort=["price","ASC"]&range=[0,24]&filter={"q":"oud"}` → JSON array + `Content-Range`.
 * What those names mean in SQL is `rest-list.ts`'s job.
 */
export interface ListQuery {
  /** the client's name: look it up only through an own-property allow-list */
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  start: number;
  end: number;
  /** own properties only, no prototype: `filter.constructor` is undefined unless the client sent it */
  filter: Readonly<Record<string, unknown>>;
}

const jsonParam = <T extends z.ZodType>(inner: T) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
    })
    .pipe(inner);

const listQuerySchema = z.object({
  sort: jsonParam(z.tuple([z.string().max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])])).optional(),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  filter: jsonParam(z.record(z.string(), z.unknown())).optional(),
});

/** A copy with the same own properties and no prototype (JSON.parse keeps `__proto__` as an own key). */
export function withoutPrototype(record: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, Object.fromEntries(Object.entries(record)));
}

export function parseListQuery(query: unknown, defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'DESC'], maxPage = 500): ListQuery {
  const parsed = listQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw new SchemaValidationError(parsed.error);
  const [sortField, order] = parsed.data.sort ?? defaultSort;
  const [start, rawEnd] = parsed.data.range ?? [0, 24];
  const end = Math.max(start, Math.min(rawEnd, start + maxPage - 1));
  return {
    sortField,
    sortOrder: order.toUpperCase() as 'ASC' | 'DESC',
    start,
    end,
    filter: withoutPrototype(parsed.data.filter ?? {}),
  };
}

/** Sends a list page with `Content-Range: {resource} {start}-{end}/{total}`. */
export function sendList<T>(reply: FastifyReply, resource: string, query: ListQuery, items: T[], total: number): T[] {
  const last = items.length ? query.start + items.length - 1 : query.start;
  void reply.header('Content-Range', `${resource} ${query.start}-${last}/${total}`);
  return items;
}

export const MAX_INT4 = 2_147_483_647;

/** A filter value meant as a row id: a positive int4, or 0 (matches nothing) — never a PostgreSQL range error. */
export function idValue(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_INT4 ? n : 0;
}

/** `filter.id` as an array (getMany) or a single id, keeping only ids an int column can hold. */
export function idsFilter(filter: Readonly<Record<string, unknown>>): number[] | null {
  const raw = Object.hasOwn(filter, 'id') ? filter.id : Object.hasOwn(filter, 'ids') ? filter.ids : undefined;
  if (raw === undefined) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map(idValue).filter((n) => n > 0);
}

/** Swagger docs of the three simple-rest list parameters. */
export function ListQueryDocs(filters: string) {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, example: '["id","DESC"]' }),
    ApiQuery({ name: 'range', required: false, example: '[0,24]' }),
    ApiQuery({ name: 'filter', required: false, description: `JSON object: ${filters}` }),
  );
}
