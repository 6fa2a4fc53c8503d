import { describe, expect, it } from 'vitest';

/** Every web source but the tests and their helpers, as text. */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** A quoted string that starts an API path: '/api/...', "/api/..." or `/api/...`. */
const API_LITERAL = /['"`]\/api\//;

describe('API paths in the web', () => {
  it('come from the shared table (apiPaths, authPath), never typed into a file', () => {
    const typed = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, at: `${file.replace('../../', 'src/')}:${index + 1}` }))
        .filter(({ line }) => API_LITERAL.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(typed).toEqual([]);
  });

  it('reads the web sources and would see a typed path', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources).some((file) => file.endsWith('/http.ts'))).toBe(true);
    expect(API_LITERAL.test("http.get('/api/users')")).toBe(true);
    expect(API_LITERAL.test('http.get(`/api/certifields/1/pdf`)')).toBe(true);
    expect(API_LITERAL.test('http.get(apiPaths.users)')).toBe(false);
  });
});
