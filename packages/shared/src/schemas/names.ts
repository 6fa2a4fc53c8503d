/**
 * docs/product/rules.md keeps letters (with Spanish accents and ñ) and spaces in names, last names
 * and occupation. Names also take an apostrophe or a hyphen between two letters (D'Alessandro,
 * Pérez-Rojas), and nowhere else: docs/decisions/0015-names-apostrophe-hyphen.md.
 */
export const NAME_LETTERS = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';
/** The two marks a name may carry inside a word. */
export const NAME_JOINERS = "'-";

const word = `[${NAME_LETTERS}]+(?:[${NAME_JOINERS}][${NAME_LETTERS}]+)*`;

/** Words of letters separated by spaces; a mark joins two letters of one word. */
export const PERSON_NAME = new RegExp(`^${word}(?: +${word})*$`);
export const PERSON_NAME_MESSAGE =
  'Solo letras y espacios; el apóstrofo y el guion, solo entre dos letras';

/** Letters and spaces only (occupation): no marks, they are for surnames. */
export const LETTERS_AND_SPACES = new RegExp(`^[${NAME_LETTERS} ]*$`);
export const LETTERS_AND_SPACES_MESSAGE = 'Solo letras y espacios';
