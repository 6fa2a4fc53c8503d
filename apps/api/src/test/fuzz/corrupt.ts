import fc from 'fast-check';
import { hostileValue, unknownFieldName } from './hostile';

/** One change to a schema-shaped value, at a place chosen by `depth` and `pick`. */
export type Corruption =
  | { kind: 'replace'; depth: number; pick: number; value: unknown }
  | { kind: 'remove'; depth: number; pick: number }
  | { kind: 'add'; depth: number; name: string; value: unknown };

const place = { depth: fc.nat({ max: 3 }), pick: fc.nat() };
export const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), ...place, value: hostileValue }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), ...place }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      depth: place.depth,
      name: unknownFieldName,
      value: hostileValue,
    }),
    weight: 2,
  },
);

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** Sets a key as data, even `__proto__` (an assignment would change the prototype instead). */
function setOwn(target: Container, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The container `depth` levels down (fewer when the value is shallower), chosen by `pick`. */
function containerAt(root: Container, depth: number, pick: number): Container {
  let current = root;
  for (let level = 0; level < depth; level += 1) {
    const children = Object.values(current).filter(isContainer);
    const next = children[pick % Math.max(children.length, 1)];
    if (!next) break;
    current = next;
  }
  return current;
}

/** The value with the corruptions applied to a copy; a scalar is replaced outright. */
export function applyCorruptions(value: unknown, corruptions: Corruption[]): unknown {
  let root = structuredClone(value);
  for (const original of corruptions) {
    // The hostile values are shared constants: a copy, so that a later `add` cannot grow them.
    const change =
      'value' in original ? { ...original, value: structuredClone(original.value) } : original;
    if (!isContainer(root)) {
      if (change.kind === 'replace') root = change.value;
      continue;
    }
    const target = containerAt(root, change.depth, change.kind === 'add' ? 0 : change.pick);
    const keys = Object.keys(target);
    const key =
      keys.length > 0 && change.kind !== 'add' ? keys[change.pick % keys.length] : undefined;
    if (change.kind === 'add') {
      if (Array.isArray(target)) target.push(change.value);
      else setOwn(target, change.name, change.value);
    } else if (key !== undefined && change.kind === 'replace') {
      setOwn(target, key, change.value);
    } else if (key !== undefined) {
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete target[key];
    }
  }
  return root;
}

/** A schema-shaped value with one to three corruptions. */
export function corruptedOf(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(shaped, fc.array(corruption, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => applyCorruptions(value, changes));
}

/** JSON nested far past reason, written as text (JSON.stringify would overflow the stack). */
const deepJson = fc
  .tuple(fc.constantFrom(['[', ']'], ['{"a":', '}']), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([[open, close], depth]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

/** Bodies of the wrong kind altogether, as JSON text: not an object, many objects, or too deep. */
export function wrongBodyOf(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const asText = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    fc.constantFrom([], '', 'texto', 0, -1, true, null).map(asText),
    fc.array(shaped, { minLength: 1, maxLength: 3 }).map(asText),
    deepJson,
    hostileValue.map(asText),
  );
}
