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
