import type { i18n as I18n } from 'i18next';
import { preferenceCookie, readCookie } from '../ui/preferenceCookie';
import { i18n as appI18n, changeLanguage, type Language, supportedLanguages } from './i18n';

/** The language a person chose, kept like the colour mode: a cookie for 365 days. */
export const LANGUAGE_COOKIE = 'aptovial-language';
const isLanguage = (value: string): value is Language =>
  (supportedLanguages as readonly string[]).includes(value);

/** The stored language in a `document.cookie` string, or null when absent or unknown. */
export function readLanguageCookie(cookies: string): Language | null {
  const value = readCookie(cookies, LANGUAGE_COOKIE);
  return value !== null && isLanguage(value) ? value : null;
}

/** The `document.cookie` assignment that stores (or, with max-age 0, forgets) the language. */
export function languageCookie(language: Language | null, options: { secure: boolean }): string {
  return preferenceCookie(LANGUAGE_COOKIE, language, options);
}

/** Keeps the language for the next loads (null forgets it: the next load is Spanish). */
export function rememberLanguage(language: Language | null, doc: Document = document): void {
  doc.cookie = languageCookie(language, { secure: doc.location?.protocol === 'https:' });
}

/** Switches the texts at once, says the page's language, and remembers the choice. */
export async function chooseLanguage(
  language: Language,
  instance: I18n = appI18n,
  doc: Document = document,
): Promise<void> {
  await changeLanguage(language, instance);
  doc.documentElement.lang = language;
  rememberLanguage(language, doc);
}

/**
 * Before the first render: the stored language's texts are the first ones shown. Spanish, the
 * default, is already loaded; a catalogue that cannot be fetched leaves the page in Spanish.
 */
export async function applyStoredLanguage(
  instance: I18n = appI18n,
  doc: Document = document,
): Promise<void> {
  const stored = readLanguageCookie(doc.cookie);
  if (stored === null || stored === 'es') return;
  try {
    await changeLanguage(stored, instance);
    doc.documentElement.lang = stored;
  } catch {
    // Offline or a stale deployment: Spanish is better than no page.
  }
}
