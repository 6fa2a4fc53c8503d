/** A display preference (colour mode, language) is kept in a cookie for 365 days. */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The raw value of cookie `name` in a `document.cookie` string, or null when absent. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The `document.cookie` assignment that stores `value` (or, when null, forgets it at once). */
export function preferenceCookie(
  name: string,
  value: string | null,
  { secure }: { secure: boolean },
): string {
  const maxAge = value === null ? 0 : PREFERENCE_MAX_AGE_SECONDS;
  const parts = [`${name}=${value ?? ''}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
