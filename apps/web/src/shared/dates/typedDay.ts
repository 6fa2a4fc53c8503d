/**
 * A day typed as DD/MM/YYYY (docs/product/rules.md) read into ISO 'YYYY-MM-DD', with no date
 * library: the public request form uses it on its first view.
 */

// Day and month may go without their leading zero and be split by '/', '-' or '.', as people type.
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
// An ISO day pasted from elsewhere is unambiguous, so it is read too.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  if (!exists || date.getUTCDate() !== day) return null;
  const pad = (part: number, width: number) => String(part).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The ISO 'YYYY-MM-DD' of a typed 'DD/MM/YYYY'; null while it is incomplete or no real day. */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const typed = TYPED_DAY.exec(trimmed);
  if (typed) return isoOf(Number(typed[3]), Number(typed[2]), Number(typed[1]));
  const iso = ISO_DAY.exec(trimmed);
  return iso ? isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}
