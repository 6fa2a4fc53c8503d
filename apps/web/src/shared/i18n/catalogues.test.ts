import { menuLabelKeys } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, loadAccountTexts, supportedLanguages } from './i18n';
import accountEs from './locales/account/es.json';
import es from './locales/es.json';

const catalogues = import.meta.glob<unknown>('./locales/*.json', {
  eager: true,
  import: 'default',
});

const accountCatalogues = import.meta.glob<unknown>('./locales/account/*.json', {
  eager: true,
  import: 'default',
});

function readCatalogue(language: string): unknown {
  return catalogues[`./locales/${language}.json`];
}

function readAccountCatalogue(language: string): unknown {
  return accountCatalogues[`./locales/account/${language}.json`];
}

function textAt(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
  }, catalogue);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) =>
    leafKeys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('i18n catalogues', () => {
  const spanishKeys = leafKeys(es).sort();

  it('has one catalogue file per supported language and no other', () => {
    const files = Object.keys(catalogues).map((path) => path.replace(/^.*\/|\.json$/g, ''));
    expect(files.sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages)('%s has exactly the keys of the Spanish catalogue', (language) => {
    expect(leafKeys(readCatalogue(language)).sort()).toEqual(spanishKeys);
  });

  it.each(supportedLanguages)('%s has no empty text', (language) => {
    for (const catalogue of [readCatalogue(language), readAccountCatalogue(language)]) {
      for (const key of leafKeys(catalogue)) {
        const text = textAt(catalogue, key);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('has one account catalogue per supported language and no other', () => {
    const files = Object.keys(accountCatalogues).map((path) => path.replace(/^.*\/|\.json$/g, ''));
    expect(files.sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages)('%s has exactly the account keys of Spanish', (language) => {
    expect(leafKeys(readAccountCatalogue(language)).sort()).toEqual(leafKeys(accountEs).sort());
  });

  it('never defines a key in both the first-view and the account catalogue', () => {
    const accountKeys = leafKeys(accountEs);
    expect(spanishKeys.filter((key) => accountKeys.includes(key))).toEqual([]);
  });

  it('merges the account texts into the same keys, following the language', async () => {
    const i18n = createI18n();
    expect(i18n.exists('login.title')).toBe(false);
    await loadAccountTexts(i18n);
    expect(i18n.t('login.title')).toBe('Iniciar sesión');
    expect(i18n.t('userMenu.profile')).toBe('Perfil');
    expect(i18n.t('userMenu.switchAccount')).toBe('Cambiar Sesión');
    await changeLanguage('en', i18n);
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.t('userMenu.logout')).toBe('Sign out');
  });

  it('has every sidebar label key in Spanish', () => {
    expect(menuLabelKeys.length).toBeGreaterThan(0);
    for (const key of menuLabelKeys) expect(spanishKeys, key).toContain(key);
  });

  it('resolves the Spanish sidebar labels, including the hyphenated one', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.t('menu.listMedics')).toBe('Ver/Crear registros');
    expect(i18n.t('menu.group.settings')).toBe('Ajustes');
    expect(i18n.t('menu.settings-vial')).toBe('Configuraciones');
  });

  it('starts with Spanish only and loads another language on demand', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await changeLanguage('en', i18n);
    expect(i18n.t('userMenu.logout')).toBe('Sign out');
  });
});
