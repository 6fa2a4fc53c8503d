import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { countText, pluralForm } from './plural';

const accountCatalogues = import.meta.glob<unknown>('./locales/account/*.json', {
  eager: true,
  import: 'default',
});

/** Every node of a catalogue with a `one` and an `other` form: a counting text, by its key. */
function countingTexts(node: unknown, prefix = ''): [string, Record<string, unknown>][] {
  if (typeof node !== 'object' || node === null) return [];
  const entries = Object.entries(node);
  if ('one' in node && 'other' in node) {
    return [[prefix, node as Record<string, unknown>]];
  }
  return entries.flatMap(([key, child]) =>
    countingTexts(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe('countText (decision 0068)', () => {
  it('says "1 certificado" and "0" or "2 certificados" in Spanish', () => {
    const i18n = createTestI18n();
    const figures = { page: 1, pages: 1 };
    expect(countText(i18n, 'certificates.pageOf', 1, { ...figures, total: 1 })).toBe(
      'Página 1 de 1 · 1 certificado',
    );
    expect(countText(i18n, 'certificates.pageOf', 2, { ...figures, total: 2 })).toBe(
      'Página 1 de 1 · 2 certificados',
    );
    expect(countText(i18n, 'certificates.pageOf', 0, { ...figures, total: 0 })).toBe(
      'Página 1 de 1 · 0 certificados',
    );
    expect(countText(i18n, 'lots.used', 1, { count: 1 })).toBe('1 usado');
    expect(countText(i18n, 'lots.free', 999, { count: 999 })).toBe('999 libres');
  });

  it('reads the forms a catalogue does not spell as the plural', () => {
    // Spanish calls a round million 'many'; French says "0 certificat"; Japanese has no singular.
    expect(pluralForm(1_000_000, 'es')).toBe('other');
    expect(pluralForm(1, 'es')).toBe('one');
    expect(pluralForm(0, 'fr')).toBe('one');
    expect(pluralForm(1, 'ja')).toBe('other');
  });

  it('finds both forms, with the same placeholders, for every counting text of every language', () => {
    const found = Object.entries(accountCatalogues).flatMap(([file, catalogue]) =>
      countingTexts(catalogue).map(([key, forms]) => ({ file, key, forms })),
    );
    expect(found.length).toBeGreaterThanOrEqual(8 * 10);
    for (const { file, key, forms } of found) {
      expect(Object.keys(forms).sort(), `${file} ${key}`).toEqual(['one', 'other']);
      expect(placeholders(forms.one), `${file} ${key}`).toEqual(placeholders(forms.other));
    }
  });
});
