import { z } from 'zod';

/** Names zod's Spanish locale leaves in English: its integer type and an invalid date's class. */
const LEFT_IN_ENGLISH: [RegExp, string][] = [
  [/\bint\b/g, 'número entero'],
  [/\brecibido Date\b/g, 'recibido fecha inválida'],
  [/\binstanceof /g, ''],
];

function inSpanishOnly(text: string): string {
  return LEFT_IN_ENGLISH.reduce((said, [english, spanish]) => said.replace(english, spanish), text);
}

/**
 * zod's own messages (a missing field, a number over its maximum, an option not on the list) in
 * Spanish; a schema's own message still wins over them. The API's error mapping and the web's
 * i18n call it: a call, not an import kept for its side effect, because a bundler that trusts
 * `sideEffects` drops such an import from a re-exporting index (decision 0058).
 */
export function configureSpanishValidation(): void {
  const spanish = z.locales.es().localeError;
  z.config({
    localeError: (issue) => {
      const said = spanish?.(issue);
      const text = typeof said === 'string' ? said : said?.message;
      return text === undefined ? undefined : inSpanishOnly(text);
    },
  });
}
