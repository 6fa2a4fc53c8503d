import fc from 'fast-check';

/** What an attacker types into a text field: SQL, markup, templates, paths. */
export const INJECTIONS = [
  "'; drop table certificates;--",
  "' OR '1'='1",
  '1 OR 1=1',
  '%',
  '_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '$' + '{7*7}', // a template placeholder, written apart so it stays text
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
] as const;

/** Text that is valid Unicode and still trips naive code: direction marks, joiners, emoji, NUL. */
export const UNICODE = [
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم', // Arabic, right to left
  'a\u200Bb\u200Dc\uFEFF', // zero-width space, joiner, byte order mark
  '👨‍👩‍👧‍👦🇻🇪', // a joined family and a flag
  'e\u0301\u0301\u0301', // stacked combining accents
  '\uD800', // a lone surrogate
  'nul\u0000byte', // PostgreSQL refuses NUL in text
  '\u0085\u2028\u2029', // line separators JSON and JavaScript disagree on
  'Ω≈ç√∫˜µ≤≥÷',
] as const;

/** Numbers past every bound a field can have, and the ones JSON cannot say exactly. */
export const NUMBERS = [
  -1,
  0,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  Number.MIN_VALUE,
] as const;

/** A long run of one character: length from 1 k to 200 k (over the body limit when 1 MB of Ñ). */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'Ñ', '9', '😀', ' '), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, length]) => unit.repeat(length));

/** Strings that are hostile by content (the generator of a wrong string value). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS, ...UNICODE), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom('', ' ', '\t\n', 'null', 'true', '-1', '1e309', 'NaN'), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Nesting as deep as `depth`, of arrays or objects. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any value of a wrong kind for a field: another type, null, an odd number, a hostile string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(...NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }), weight: 2 },
  {
    arbitrary: fc.integer({ min: 2, max: 60 }).map((depth) => deeplyNested(depth, 'object')),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Names of fields no schema has, including the ones that pollute prototypes. */
export const unknownFieldName = fc.constantFrom(
  'campoDesconocido',
  'isAdmin',
  'role',
  'id',
  '__proto__',
  'constructor',
  '',
  '<b>',
  "'; drop table users;--",
);
