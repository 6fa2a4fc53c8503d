import { NAME_JOINERS, NAME_LETTERS } from '@aptovial/shared';

const LETTER = new RegExp(`^[${NAME_LETTERS}]$`);
const JOINER = new RegExp(`^[${NAME_JOINERS}]$`);
const NOT_LETTER_OR_SPACE = new RegExp(`[^${NAME_LETTERS} ]`, 'g');
// Phones type the typographic apostrophe (’) by default; the name keeps the plain one.
const TYPOGRAPHIC_APOSTROPHES = /[’‘ʼ´`]/g;

/**
 * docs/product/rules.md and decision 0015: a name keeps letters (accents, ñ) and spaces as people
 * type, and an apostrophe or hyphen only right after a letter (D'Alessandro, Pérez-Rojas). A mark
 * at the start, after a space or after another mark is dropped, and so is a mark followed by a
 * space; one left at the end stays while typing and the shared schema refuses it on sending.
 */
export function keepNameCharacters(value: string): string {
  let kept = '';
  for (const character of value.replace(TYPOGRAPHIC_APOSTROPHES, "'")) {
    const previous = kept.slice(-1);
    if (LETTER.test(character)) kept += character;
    else if (character === ' ') kept = `${JOINER.test(previous) ? kept.slice(0, -1) : kept} `;
    else if (JOINER.test(character) && LETTER.test(previous)) kept += character;
  }
  return kept;
}

/** Occupation (docs/product/rules.md): letters and spaces only, no marks. */
export function keepLettersAndSpaces(value: string): string {
  return value.replace(NOT_LETTER_OR_SPACE, '');
}
