import { menuLabelKeys } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, supportedLanguages } from './i18n';
import es from './locales/es.json';

const catalogues = import.meta.glob<unknown>('./locales/*.json', {
  eager: true,
  import: 'default',
});

function readCatalogue(language: string): unknown {
  return catalogues[`./locales/${language}.json`];
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
    const catalogue = readCatalogue(language);
    for (const key of leafKeys(catalogue)) {
      const text = key.split('.').reduce<unknown>((node, part) => {
        return typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
      }, catalogue);
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
    }
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
