import { cedulaOf, dayOf, refuse, stateCodeOf } from './cells';

/**
 * The cells the lots and certificates files add to those of `cells.ts` (decision 0080), read as
 * the product's export sheets write them; each refuses the row naming the column.
 */

/** A required day: 'YYYY-MM-DD' (31/02/1990 is refused: it does not exist). */
export const requiredDayOf = (text: string, header: string): string =>
  dayOf(text, `«${header}»`) ?? refuse(`falta «${header}»`);

/** A required state, by name (as exported) or code. */
export function requiredStateOf(text: string, header: string): string {
  if (text === '') return refuse(`falta «${header}»`);
  return stateCodeOf(text) ?? refuse(`«${header}»: estado desconocido «${text}»`);
}

/** A required cédula, V-12345678 (one without its letter is Venezuelan). */
export const requiredCedulaOf = (text: string, header: string) =>
  text === '' ? refuse(`falta «${header}»`) : cedulaOf(/^\d/.test(text) ? `V-${text}` : text, '');

/** A positive whole number (a serial, a lot's bound); thousands dots allowed. */
export function wholeNumberOf(text: string, header: string): number {
  if (text === '') return refuse(`falta «${header}»`);
  const digits = text.replace(/[.\s]/g, '');
  if (!/^\d{1,15}$/.test(digits) || Number(digits) < 1) {
    return refuse(`«${header}» debe ser un número entero positivo: «${text}»`);
  }
  return Number(digits);
}

const MOMENT = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;
/** Venezuela keeps UTC−4 all year (since 2016; older moments are half an hour off at most). */
const CARACAS = '-04:00';
const pad = (value: string | undefined) => (value ?? '').padStart(2, '0');

/**
 * An optional moment, as the sheets write 'Creado' (DD/MM/AAAA HH:mm in Caracas), or a bare day
 * (read as its noon in Caracas); null when the cell is empty.
 */
export function momentOf(text: string, header: string): Date | null {
  if (text === '') return null;
  const timed = MOMENT.exec(text);
  const day = requiredDayOf(timed ? (text.split(' ')[0] ?? '') : text, header);
  if (!timed) return new Date(`${day}T12:00:00${CARACAS}`);
  const [hour, minute] = [pad(timed[4]), pad(timed[5])];
  if (Number(hour) > 23 || Number(minute) > 59) refuse(`«${header}»: la hora ${text} no existe`);
  return new Date(`${day}T${hour}:${minute}:00${CARACAS}`);
}
