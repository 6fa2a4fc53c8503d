import fc from 'fast-check';

/**
 * The part of JSON Schema that the OpenAPI document of the app uses (zod 4 through
 * fastify-type-provider-zod, OpenAPI 3.0: `nullable`, boolean `exclusiveMinimum`).
 */
export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

/** Some days around the fixed clock of the tests, and a few far ones. */
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/**
 * Fields whose pattern says little of what the handler wants: values shaped as the web sends them,
 * so that some inputs pass validation and reach the service.
 */
const byName: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(fc.emailAddress(), fc.constant('presidente.medicos@aptovial.test')),
  date_range: fc.tuple(isoDate, isoDate).map(([from, to]) => `${from},${to}`),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map(String);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  // Long valid strings are the corruptions' business; keep the shaped ones short.
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength });
}

function numberBounds(schema: JsonSchema, step: number): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return {
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema, 1);
  // Small ids and pages most of the time: the seeded rows are the first ones.
  const small = fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) });
  return fc.oneof(
    { arbitrary: small, weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shaped = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      byName[name] ?? schemaShaped(property),
    ]),
  );
  return fc.record(shaped, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** A value the schema accepts, or nearly (patterns and lengths are not cross-checked). */
export function schemaShaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = shapedValueOf(schema);
  if (!schema.nullable) return base;
  return fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
}

function shapedValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return fc.oneof(...members.map(schemaShaped));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({ ...numberBounds(schema, Number.EPSILON), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(schemaShaped(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema);
    default:
      // No type: zod's `unknown` or a transform the document cannot say.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
