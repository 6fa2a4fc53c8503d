import { type DateInput, formatDate } from '@aptovial/shared';

/**
 * docs/product/rules.md: a day is typed and shown as DD/MM/YYYY whatever the browser's language;
 * the API keeps reading and sending ISO 'YYYY-MM-DD'. Set here once for every field and every
 * table.
 */
export const DAY_FORMAT = 'DD/MM/YYYY';

/**
 * What an empty date field asks for, in the product's language (docs/product/rules.md: Spanish).
 */
export const DAY_PLACEHOLDER = 'DD/MM/AAAA';

/** A day as a person reads it (DD/MM/YYYY); '' for empty or invalid input. */
export function showDay(value: DateInput): string {
  return formatDate(value, DAY_FORMAT);
}

// Typed days are read apart, so the public forms read them without the date library (dayjs).
export { parseTypedDay } from './typedDay';
