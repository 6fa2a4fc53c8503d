import fc from 'fast-check';
import { corruptedOf, wrongBodyOf } from './corrupt';
import { hostileString } from './hostile';
import { malformedUpload } from './multipart';
import type { Operation } from './operations';
import { schemaShaped } from './schema-values';

/** One call as `app.inject` takes it (the session is added by the caller). */
export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const JSON_TYPE = 'application/json';
const json = (payload: string) => ({ type: JSON_TYPE, payload });
/** Percent-encoding of any string: a lone surrogate becomes U+FFFD, as a browser sends it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/** Long strings cut short, so a failure's report stays readable. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;
  const payload = request.payload === undefined ? '' : ` ${cut(String(request.payload))}`;
  return `${request.method} ${cut(request.url)} ${JSON.stringify(request.headers)}${payload}`;
}

/** A request that fast-check prints with `describeRequest` instead of whole. */
function printable(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => describeRequest(request),
    enumerable: false,
  });
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A query string from an object: arrays repeat the name, objects go as JSON. */
function queryString(query: unknown, rawTail: string): string {
  const search = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      for (const one of Array.isArray(value) ? value : [value]) search.append(name, textOf(one));
    }
  }
  const text = `${search.toString()}${rawTail}`;
  return text === '' ? '' : `?${text}`;
}

/** Query text no encoder writes: bad percent escapes, repeated and nameless parameters. */
const rawQueryTail = fc.oneof(
  { arbitrary: fc.constant(''), weight: 8 },
  fc.constantFrom('&%', '&a=%E0%A4%A', '&=', '&&&', '&limit=1&limit=2', '&page[]=1', '&%00=%00'),
);

/** Path parameters: shaped, corrupted, or raw text that bends the path itself. */
function pathArbitrary(operation: Operation): fc.Arbitrary<string> {
  const names = Object.keys(operation.pathParams);
  if (names.length === 0) return fc.constant(operation.path);
  const one = (name: string) =>
    fc.oneof(
      { arbitrary: schemaShaped(operation.pathParams[name] ?? {}).map(textOf), weight: 3 },
      { arbitrary: hostileString.filter((text) => text.length < 5_000), weight: 3 },
      { arbitrary: fc.constantFrom('0', '-1', '1.5', '9007199254740993', '1e3', ' 1'), weight: 2 },
    );
  const raw = fc.constantFrom('..', '%2e%2e%2f', '%', '%zz', '1;select', '1%00', '');
  const encoded = fc.oneof(
    { arbitrary: fc.tuple(...names.map(one)).map((values) => values.map(encode)), weight: 5 },
    { arbitrary: fc.tuple(...names.map(() => raw)), weight: 1 },
  );
  return encoded.map((values) =>
    names.reduce(
      (path, name, index) => path.replace(`{${name}}`, values[index] ?? ''),
      operation.path,
    ),
  );
}

/** Text sent as JSON that is not, or JSON sent as something else. */
const misfitJson = fc.oneof(
  fc.record({
    type: fc.constant(JSON_TYPE),
    payload: fc.constantFrom('{"a":', '', '{', 'nul', '{"a":1,"a":2}', '\uFEFF{}'),
  }),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'image/png',
    ),
    payload: fc.constantFrom('{}', '<a>1</a>', 'a=1&b=2', 'texto'),
  }),
);

/** The body of a call: corrupted (mostly), wrong as a whole, or not JSON at all. */
function bodyArbitrary(
  operation: Operation,
): fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined> {
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant(undefined);
  if (!operation.body) return fc.oneof(malformedUpload, misfitJson);
  const shaped = schemaShaped(operation.body);
  const asJson = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => json(JSON.stringify(v) ?? 'null'));
  return fc.oneof(
    { arbitrary: asJson(corruptedOf(shaped)), weight: 12 },
    { arbitrary: asJson(shaped), weight: 2 },
    { arbitrary: wrongBodyOf(shaped).map(json), weight: 3 },
    { arbitrary: misfitJson, weight: 1 },
    { arbitrary: malformedUpload, weight: 1 },
  );
}

/** Calls of one operation: path, query and body each shaped or hostile, mostly hostile. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const shapedQuery = schemaShaped(operation.query);
  const query = fc.oneof(
    { arbitrary: corruptedOf(shapedQuery), weight: 3 },
    { arbitrary: shapedQuery, weight: 2 },
  );
  return fc
    .record({
      path: pathArbitrary(operation),
      query,
      tail: rawQueryTail,
      body: bodyArbitrary(operation),
    })
    .map(({ path, query: values, tail, body }) =>
      printable({
        method: operation.method,
        url: `${path}${queryString(values, tail)}`,
        headers: body ? { 'content-type': body.type } : {},
        ...(body ? { payload: body.payload } : {}),
      }),
    );
}
