import type { i18n as I18n } from 'i18next';

/** The two forms every catalogue spells a counting text in. */
type PluralForm = 'one' | 'other';

/**
 * 'one' where the language says "1 certificado" (French also "0 certificat"), 'other' elsewhere.
 * Forms the catalogues do not spell read as 'other': Spanish calls a round million 'many'
 * ("1.000.000 de certificados"), which no list needs told apart (decision 0068).
 */
export function pluralForm(count: number, language: string): PluralForm {
  return new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
}

/**
 * The one way a text that counts is read (decision 0068): the catalogue holds it under `key` as
 * `{ "one": "… {{total}} certificado", "other": "… {{total}} certificados" }`, and this picks the
 * form for `count` in the page's language. `values` fill the text's placeholders.
 */
export function countText(
  i18n: I18n,
  key: string,
  count: number,
  values: Record<string, unknown> = {},
): string {
  return i18n.t(`${key}.${pluralForm(count, i18n.language)}`, values);
}
