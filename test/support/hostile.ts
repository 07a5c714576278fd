import fc from 'fast-check';

/**
 * Hostile input for the fuzz suite (issue 7 §5): what probes, bots and broken clients send —
 * SQL and script snippets, mixed-direction and broken Unicode, huge and negative numbers,
 * wrong types, prototype-pollution keys — and the OpenAPI-driven shapes to put them in.
 */

/** Slow enough to notice if any of them ever reached PostgreSQL as SQL. */
export const SQL_SLEEP_SECONDS = 6;

export const SQL_SNIPPETS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE products; --",
  `1; SELECT pg_sleep(${SQL_SLEEP_SECONDS}) --`,
  `1' AND pg_sleep(${SQL_SLEEP_SECONDS}) IS NULL --`,
  `'||pg_sleep(${SQL_SLEEP_SECONDS})||'`,
  `1)) OR pg_sleep(${SQL_SLEEP_SECONDS}) --`,
  '" OR ""="',
  '\\',
  "%' OR name LIKE '%",
  '$1',
  "E'\\x00'",
];

/** Script payloads carry this marker, so a page that echoes one live is easy to find. */
export const XSS_MARKER = 'ward-xss';
export const SCRIPT_SNIPPETS = [
  `<script>alert("${XSS_MARKER}")</script>`,
  `"><img src=x onerror=alert("${XSS_MARKER}")>`,
  `<svg/onload=alert("${XSS_MARKER}")>`,
  `javascript:alert("${XSS_MARKER}")`,
  `</script><script>alert("${XSS_MARKER}")</script>`,
  `<iframe srcdoc="<script>alert('${XSS_MARKER}')</script>">`,
  `<a href="javascript:alert('${XSS_MARKER}')">${XSS_MARKER}</a>`,
  `{{constructor.constructor('alert("${XSS_MARKER}")')()}}`,
];

export const UNICODE_SNIPPETS = [
  '\u202Eعود\u202C oud',
  '\u2066مسك\u2069 \u200Fmusk\u200E',
  'ع\u0651و\u064Eد\u0640\u0640',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF\u200B\u200D',
  '😀🧕🏽👨‍👩‍👧',
  '\u0661\u0662\u0663',
  'Ａｄｍｉｎ',
  '\r\n\t',
  '%00%E0%A4%A',
  '../../../../etc/passwd',
];

export const ODD_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const HOSTILE_STRINGS = [...SQL_SNIPPETS, ...SCRIPT_SNIPPETS, ...UNICODE_SNIPPETS, ...ODD_STRINGS];

export const HOSTILE_NUMBERS = [
  0,
  -1,
  -0.5,
  0.001,
  1.5,
  99,
  100,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  1e12,
  1e308,
  -1e308,
  5e-324,
];

/** Keys that try to reach Object.prototype through a parser or a merge. */
export const POLLUTION_BODIES = [
  '{"__proto__":{"role":"Admin","isAdmin":true,"polluted":"yes"}}',
  '{"constructor":{"prototype":{"role":"Admin","polluted":"yes"}}}',
  '{"a":1,"__proto__":{"polluted":"yes"},"items":[{"__proto__":{"polluted":"yes"}}]}',
];

/**
 * Object.prototype's own names. A name a client chooses (a key, a sort field, a filter name, a
 * path segment) that is looked up in a plain object finds the prototype's member instead of
 * nothing: `sort=["__proto__","ASC"]` once made the ORM write into Object.prototype (issue 11 §1).
 */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];

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

/** Bodies no JSON parser should accept, or that are JSON of the wrong shape. */
export const MALFORMED_BODIES = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  '{"a":"\\u12"}',
  '\u0000',
  '{"a":1}{"b":2}',
  `{"a":${'['.repeat(5000)}`,
];
export const WRONG_TOP_LEVEL = ['[]', '[{"a":1}]', '"text"', '42', 'true', 'null', '{}'];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1000, max: 1000 }),
);

/** Any JSON value a broken client might put where another type belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', 'id', 'ar', 'en', 'toString', 'valueOf'), fc.oneof(hostileString, hostileNumber), {
      maxKeys: 3,
    }),
  },
);

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

/** Path parameters that name nothing that exists (or try to escape the route). */
export const HOSTILE_IDS = [
  '%E0%A4%A',
  '%',
  'x'.repeat(150),

  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  "1'",
  '1%20OR%201=1',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%D9%A1',
  'null',
  '__proto__',
  encodeURIComponent('<script>'),
  '2147483647',
];
