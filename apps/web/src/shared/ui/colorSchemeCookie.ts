import {
  isMantineColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { preferenceCookie, readCookie } from './preferenceCookie';

/** docs/product/rules.md: the colour-mode preference is kept in a cookie for 365 days. */
export const COLOR_SCHEME_COOKIE = 'aptovial-color-scheme';

/** The stored preference in a `document.cookie` string, or null when absent or unknown. */
export function readColorSchemeCookie(cookies: string): MantineColorScheme | null {
  const value = readCookie(cookies, COLOR_SCHEME_COOKIE);
  return value !== null && isMantineColorScheme(value) ? value : null;
}

/** The `document.cookie` assignment that stores (or, with max-age 0, forgets) the preference. */
export function colorSchemeCookie(
  value: MantineColorScheme | null,
  options: { secure: boolean },
): string {
  return preferenceCookie(COLOR_SCHEME_COOKIE, value, options);
}

/**
 * Mantine's colour-scheme manager backed by the cookie. Mantine reads it while creating its
 * state, so the first render already has the stored scheme (no flash of the wrong colours).
 */
export function cookieColorSchemeManager(doc: Document = document): MantineColorSchemeManager {
  const secure = doc.location?.protocol === 'https:';
  return {
    get: (defaultValue) => readColorSchemeCookie(doc.cookie) ?? defaultValue,
    set: (value) => {
      doc.cookie = colorSchemeCookie(value, { secure });
    },
    // Cookies raise no change events; other tabs pick the preference up on their next load.
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      doc.cookie = colorSchemeCookie(null, { secure });
    },
  };
}

/** Marks <html> before React renders, so the page's very first paint uses the stored scheme. */
export function applyStoredColorScheme(
  defaultScheme: MantineColorScheme,
  doc: Document = document,
): void {
  const stored = readColorSchemeCookie(doc.cookie) ?? defaultScheme;
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const resolved = stored === 'auto' ? (prefersDark ? 'dark' : 'light') : stored;
  doc.documentElement.setAttribute('data-mantine-color-scheme', resolved);
}
