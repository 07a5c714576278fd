import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SchemaValidationError } from './domain-errors.js';

/**
 * The ra-data-simple-rest wire format (DESIGN.md §3):
 * `?sort=["price","ASC"]&range=[0,24]&filter={"q":"oud"}` → JSON array + `Content-Range`.
 */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  start: number;
  end: number;
  filter: Record<string, unknown>;
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

export function parseListQuery(query: unknown, defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'DESC'], maxPage = 500): ListQuery {
  const parsed = listQuerySchema.safeParse(query ?? {});
  if (!parsed.success) throw new SchemaValidationError(parsed.error);
  const [sortField, order] = parsed.data.sort ?? defaultSort;
  const [start, rawEnd] = parsed.data.range ?? [0, 24];
  const end = Math.max(start, Math.min(rawEnd, start + maxPage - 1));
  return { sortField, sortOrder: order.toUpperCase() as 'ASC' | 'DESC', start, end, filter: parsed.data.filter ?? {} };
}

/** Sends a list page with `Content-Range: {resource} {start}-{end}/{total}`. */
export function sendList<T>(reply: FastifyReply, resource: string, query: ListQuery, items: T[], total: number): T[] {
  const last = items.length ? query.start + items.length - 1 : query.start;
  void reply.header('Content-Range', `${resource} ${query.start}-${last}/${total}`);
  return items;
}

/** Only whitelisted sort fields reach SQL; anything else falls back to the default. */
export function sortColumn(field: string, allowed: Record<string, string>, fallback: string): string {
  return allowed[field] ?? fallback;
}

const MAX_INT4 = 2_147_483_647;

/** A filter value meant as a row id: a positive int4, or 0 (matches nothing) — never a PostgreSQL range error. */
export function idValue(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_INT4 ? n : 0;
}

/** `filter.id` as an array (getMany) or a single id, keeping only ids an int column can hold. */
export function idsFilter(filter: Record<string, unknown>): number[] | null {
  const raw = filter.id ?? filter.ids;
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
