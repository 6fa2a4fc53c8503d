import { describe, expect, it } from 'vitest';
import { cookieValue, isStateChanging, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

describe('XSRF contract (docs/product/calls.md)', () => {
  it('names the cookie and the header as docs/product/calls.md does', () => {
    expect(XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER).toBe('X-XSRF-TOKEN');
  });

  it('asks for the header on every call that changes state', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].map(isStateChanging)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map(isStateChanging)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads one cookie among others', () => {
    const cookies = 'aptovial-color-scheme=dark; XSRF-TOKEN=abc_123-x; other=1=2';
    expect(cookieValue(cookies, 'XSRF-TOKEN')).toBe('abc_123-x');
    expect(cookieValue(cookies, 'other')).toBe('1=2');
    expect(cookieValue('XSRF-TOKENX=1; broken', 'XSRF-TOKEN')).toBeUndefined();
    expect(cookieValue('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeUndefined();
    expect(cookieValue(undefined, 'XSRF-TOKEN')).toBeUndefined();
  });
});
