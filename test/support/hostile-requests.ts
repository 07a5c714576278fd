import fc from 'fast-check';
import { hostileNumber, hostileString, hostileValue, PROTOTYPE_NAMES } from './hostile.js';

/**
 * Requests shaped from the OpenAPI document with hostile values in them: bodies and query strings
 * for every route, and the same with prototype names (`__proto__`, `constructor`…) everywhere.
 */

const POLLUTER = '{"polluted":"yes","role":"Admin","isAdmin":true}';

/**
 * JSON text of `value` where every object also carries every prototype name as a key (written as
 * text: JSON.stringify cannot produce an own `__proto__` key from an object literal).
 */
export function withPrototypeKeys(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(withPrototypeKeys).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const own = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${withPrototypeKeys(v)}`);
    return `{${[...own, ...PROTOTYPE_NAMES.map((name) => `${JSON.stringify(name)}:${POLLUTER}`)].join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `value` with every key renamed to `name` in turn and every string replaced by `name`. */
export function withPrototypeName(value: unknown, name: string): unknown {
  if (typeof value === 'string') return name;
  if (Array.isArray(value)) return value.map((v) => withPrototypeName(v, name));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPrototypeName(v, name)]));
  return value;
}

/** A query string naming `name` everywhere a client names something: every parameter, sort, filter keys and values, extra keys. */
export function prototypeQuery(params: QueryParam[], name: string): string {
  const listParams: Record<string, string> = {
    sort: JSON.stringify([name, 'ASC']),
    filter: `{${JSON.stringify(name)}:${POLLUTER},"q":${JSON.stringify(name)},${JSON.stringify(`${name}_gte`)}:"2026-01-01"}`,
    range: '[0,4]',
  };
  const pairs: Array<[string, string]> = params.map((p) => [p.name, Object.hasOwn(listParams, p.name) ? listParams[p.name] : name]);
  pairs.push([name, '1'], [`${name}[polluted]`, 'yes']);
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

// ---- OpenAPI-driven shapes ----

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  example?: unknown;
  default?: unknown;
};

/** A plausible value for a schema (enough to get past the first checks and reach deeper ones). */
export function skeleton(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return skeleton(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, skeleton(v, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => skeleton(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'probe@example.com';
      if (schema.format === 'date-time' || schema.format === 'date') return '2099-12-31';
      return 'Probe text نص'.padEnd(Math.max(schema.minLength ?? 0, 12), '.');
    default:
      return null;
  }
}

/** Every path to a value inside a JSON value (objects and arrays), the root excluded. */
export function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  const out: Array<Array<string | number>> = prefix.length ? [prefix] : [];
  for (const [k, v] of entries) out.push(...leafPaths(v, [...prefix, k]));
  return out;
}

/** A copy of `root` with `value` at `path`; unchanged when an earlier mutation already replaced a parent by a scalar. */
export function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return copy;
    node = next as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/**
 * Bodies for a route: its example (or a skeleton of its schema) with one to three fields replaced
 * by hostile values, or the whole body replaced by one.
 */
export function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = skeleton(schema);
  const paths = leafPaths(base);
  const mutated = paths.length
    ? fc
        .uniqueArray(fc.constantFrom(...paths), { minLength: 1, maxLength: Math.min(3, paths.length), selector: (p) => p.join('.') })
        .chain((chosen) => fc.tuple(fc.constant(chosen), fc.array(hostileValue, { minLength: chosen.length, maxLength: chosen.length })))
        .map(([chosen, values]) => chosen.reduce<unknown>((body, path, i) => setAt(body, path, values[i]), base))
    : hostileValue;
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(base) });
}

export interface QueryParam {
  name: string;
  schema?: JsonSchema;
}

/**
 * Percent-encodes any JS string, lone surrogates included (as the WTF-8 bytes a broken client
 * would send, e.g. %ED%A0%80), where encodeURIComponent throws.
 */
export function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    let out = '';
    for (const ch of value) {
      const code = ch.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      else out += encodeURIComponent(ch);
    }
    return out;
  }
}

/** Query strings: the route's own parameters with hostile values, repeated keys and strange extra keys. */
export function queryArbitrary(params: QueryParam[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.constantFrom(
      '[0,24]',
      '[-5,1e12]',
      '["id","ASC"]',
      '["(SELECT 1)","DESC"]',
      '{"q":"\' OR 1=1 --"}',
      '{"id":[1,"x",1e20]}',
      '{"id":' + '['.repeat(2000),
    ),
  );
  const names = params.length ? params.map((p) => p.name) : ['page'];
  const pair = fc.tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][role]', '__proto__[role]', 'a[]', 'x') },
    ),
    value,
  );
  return fc
    .array(pair, { minLength: 1, maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&'));
}
