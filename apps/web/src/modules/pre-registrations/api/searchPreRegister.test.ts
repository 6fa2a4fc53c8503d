import { describe, expect, it } from 'vitest';
import { oneItemSearchQueryOptions, searchPreRegisterQueryOptions } from './searchPreRegister';

// docs/product/rules.md: searching requests needs a type and a text; fetching one needs an id.
describe('pre-registration search skip rules', () => {
  it.each([
    [{ type: '', q: 'Luis' }, false],
    [{ type: 'dni', q: '' }, false],
    [{ type: 'email', q: '   ' }, false],
    [{ type: 'name', q: 'Luis' }, true],
  ] as const)('searches %j: %s', (search, enabled) => {
    expect(searchPreRegisterQueryOptions(search).enabled).toBe(enabled);
  });

  it('fetches one item only with an id', () => {
    expect(oneItemSearchQueryOptions(null).enabled).toBe(false);
    expect(oneItemSearchQueryOptions(12).enabled).toBe(true);
  });
});
