import type { i18n as I18n } from 'i18next';
import { i18n as appI18n, changeLanguage, type Language, supportedLanguages } from './i18n';

/** The language a person chose, kept like the colour mode: a cookie for 365 days. */
export const LANGUAGE_COOKIE = 'aptovial-language';
const LANGUAGE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const isLanguage = (value: string): value is Language =>
  (supportedLanguages as readonly string[]).includes(value);

/** The stored language in a `document.cookie` string, or null when absent or unknown. */
export function readLanguageCookie(cookies: string): Language | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLanguage(value) ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores (or, with max-age 0, forgets) the language. */
export function languageCookie(language: Language | null, { secure }: { secure: boolean }): string {
  const maxAge = language === null ? 0 : LANGUAGE_MAX_AGE_SECONDS;
  const parts = [
    `${LANGUAGE_COOKIE}=${language ?? ''}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
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
