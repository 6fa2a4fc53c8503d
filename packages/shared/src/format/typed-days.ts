/**
 * What a person is told about a date that cannot be read (decision 0067): days are typed and
 * read DD/MM/AAAA (docs/product/rules.md), so the message says it that way even when the API
 * received ISO 'YYYY-MM-DD'. No date library: the web's date field and the schemas both use it.
 */

/** Malformed text: not a day in any shape the product reads. */
export const DAY_FORMAT_MESSAGE = 'Escriba la fecha como DD/MM/AAAA';

// The shapes people type (day first, '/', '-' or '.') and the API's ISO day.
const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (part: string) => part.padStart(2, '0');

function exists(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Why `input` is no day: "31/02/1990 no existe" for a well-shaped day the calendar lacks (typed
 * or ISO, shown DD/MM/AAAA), DAY_FORMAT_MESSAGE for anything else; undefined for a real day.
 */
export function dayProblem(input: unknown): string | undefined {
  const text = typeof input === 'string' ? input.trim() : '';
  const iso = ISO.exec(text);
  const typed = iso === null ? TYPED.exec(text) : null;
  const parts = iso ? [iso[3], iso[2], iso[1]] : typed ? [typed[1], typed[2], typed[3]] : null;
  if (parts === null) return DAY_FORMAT_MESSAGE;
  const [day = '', month = '', year = ''] = parts;
  if (exists(Number(year), Number(month), Number(day))) return undefined;
  return `${pad(day)}/${pad(month)}/${year} no existe`;
}
