/**
 * docs/product/calls.md: the XSRF cookie and header. The server sets the cookie; the web client
 * copies it into the header on every state-changing call, and the server refuses a call whose
 * header does not match its cookie (double submit, docs/decisions/0014-xsrf-double-submit.md).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const READ_ONLY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** POST, PUT, PATCH, DELETE (anything but a read) must carry the header. */
export function isStateChanging(method: string): boolean {
  return !READ_ONLY_METHODS.has(method.toUpperCase());
}

/** The value of cookie `name` in a `Cookie` header or `document.cookie` string, if present. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}
