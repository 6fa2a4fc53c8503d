import type { InjectOptions } from 'fastify';
import type { Operation } from './fuzz/operations';
import type { JsonSchema } from './fuzz/schema-values';

/** One call of an operation with input its schema refuses, and what is wrong with it. */
export type WrongInput = { what: string; request: InjectOptions };

/** A value no enum of the app lists. */
export const UNKNOWN_OPTION = 'opcion-que-no-existe';

type Place = 'body' | 'text';
/** Makes a value the schema refuses, or undefined when it cannot be sure to make one. */
type Spoiler = (schema: JsonSchema, place: Place) => unknown;

function jsonTypesOf(schema: JsonSchema): Set<string> | undefined {
  if (schema.enum) return new Set(schema.enum.map((value) => typeof value));
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    const all = new Set<string>();
    for (const member of members) {
      const types = jsonTypesOf(member);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.type === undefined) return undefined;
  return new Set([schema.type === 'integer' ? 'number' : schema.type]);
}

/** JSON of another type in a body; in a path or query, text no number, option or date matches. */
const wrongType: Spoiler = (schema, place) => {
  if (place === 'body') {
    const types = jsonTypesOf(schema);
    if (!types) return undefined;
    const candidates: [string, unknown][] = [
      ['number', 12345],
      ['string', 'texto'],
      ['object', { a: 1 }],
    ];
    return candidates.find(([type]) => !types.has(type))?.[1];
  }
  if (schema.type === 'integer' || schema.type === 'number') return 'texto';
  if (schema.type === 'boolean') return 'quizas';
  if (schema.enum) return undefined;
  if (schema.format === 'date' || schema.format === 'date-time') return 'no-es-fecha';
  if (schema.pattern && !new RegExp(schema.pattern).test('@@@')) return '@@@';
  return undefined;
};

/** A number past its bound, text past its length. */
const outOfRange: Spoiler = (schema, place) => {
  const asPlaced = (value: number) => (place === 'body' ? value : String(value));
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof schema.maximum === 'number') return asPlaced(schema.maximum + 1000);
    if (typeof schema.minimum === 'number') return asPlaced(schema.minimum - 1000);
  }
  if (schema.type === 'string' && typeof schema.maxLength === 'number') {
    return 'a'.repeat(schema.maxLength + 1);
  }
  return undefined;
};

const unknownOption: Spoiler = (schema) =>
  schema.enum?.every((value) => typeof value === 'string') ? UNKNOWN_OPTION : undefined;

const spoilers: [string, Spoiler][] = [
  ['wrong type', wrongType],
  ['out of range', outOfRange],
  ['unknown option', unknownOption],
];

/** A value the path parameter takes, so the other parts are what gets checked. */
function acceptedPathValue(schema: JsonSchema): string {
  if (schema.enum?.[0] !== undefined) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return 'x';
}

/** Every property the spoiler can spoil, spoiled; undefined when none. */
function spoiled(schema: JsonSchema, spoil: Spoiler, place: Place) {
  const entries = Object.entries(schema.properties ?? {})
    .map(([name, property]) => [name, spoil(property, place)] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

type Parts = { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The call of `operation` with `parts`; path parameters not given take accepted values. */
function callOf(operation: Operation, what: string, parts: Parts): WrongInput {
  const accepted = Object.entries(operation.pathParams).map(([name, schema]) => [
    name,
    acceptedPathValue(schema),
  ]);
  const values = { ...Object.fromEntries(accepted), ...parts.path };
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  const request: InjectOptions = { method: operation.method, url: `${url}${search}` };
  if ('body' in parts) {
    request.headers = { 'content-type': 'application/json' };
    request.payload = JSON.stringify(parts.body);
  }
  return { what, request };
}

/** Wrong types, missing required fields, numbers out of range, unknown options: path, query, body. */
export function wrongInputsOf(operation: Operation): WrongInput[] {
  const inputs: WrongInput[] = [];
  const add = (what: string, parts: Parts) => inputs.push(callOf(operation, what, parts));
  for (const [kind, spoil] of spoilers) {
    for (const [name, schema] of Object.entries(operation.pathParams)) {
      const value = spoil(schema, 'text');
      if (value !== undefined) add(`path ${name}: ${kind}`, { path: { [name]: value } });
    }
    const query = spoiled(operation.query, spoil, 'text');
    if (query) add(`query: ${kind}`, { query });
    const body = operation.body && spoiled(operation.body, spoil, 'body');
    if (body) add(`body: ${kind}`, { body });
  }
  if ((operation.query.required ?? []).length > 0) add('query: missing', {});
  if (operation.body) {
    add('body: not an object', { body: 12345 });
    if ((operation.body.required ?? []).length > 0) add('body: missing', { body: {} });
  }
  return inputs;
}
