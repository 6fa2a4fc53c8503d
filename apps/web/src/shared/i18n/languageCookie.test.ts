import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import {
  applyStoredLanguage,
  languageCookie,
  readLanguageCookie,
  rememberLanguage,
} from './languageCookie';

function forgetLanguage() {
  rememberLanguage(null);
  document.documentElement.lang = 'es';
}

describe('language cookie', () => {
  afterEach(forgetLanguage);

  it('reads the choice among other cookies, and nothing else', () => {
    expect(readLanguageCookie('a=1; aptovial-language=fr; b=2')).toBe('fr');
    expect(readLanguageCookie('')).toBeNull();
    expect(readLanguageCookie('aptovial-language=klingon')).toBeNull();
  });

  it('keeps the choice for 365 days on the whole site', () => {
    expect(languageCookie('pt', { secure: false })).toBe(
      'aptovial-language=pt; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(languageCookie('pt', { secure: true })).toContain('; Secure');
    expect(languageCookie(null, { secure: false })).toContain('Max-Age=0');
  });

  it('starts the next load in the stored language', async () => {
    rememberLanguage('en');
    const i18n = createI18n();
    await applyStoredLanguage(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('language.choose')).toBe('Change language');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in Spanish without a stored language', async () => {
    const i18n = createI18n();
    await applyStoredLanguage(i18n);
    expect(i18n.language).toBe('es');
    expect(i18n.t('language.choose')).toBe('Cambiar idioma');
  });
});
