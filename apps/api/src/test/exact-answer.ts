import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The answer is exactly what `schema` lets out: zod strips every field it does not list, at every
 * depth, so an answer with a field too many (a leak, on a route serialized as built) differs.
 */
export function expectExactly(schema: z.ZodType, answer: unknown) {
  expect(answer).toStrictEqual(JSON.parse(JSON.stringify(schema.parse(answer))));
}
