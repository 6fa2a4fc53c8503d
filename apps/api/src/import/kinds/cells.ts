import {
  dayProblem,
  dniSchema,
  genders,
  nationalities,
  personNameSchema,
  phoneSchema,
  states,
} from '@aptovial/shared';
import type { z } from 'zod';
import type { RowCheck } from '../kind';

/** Thrown by the cell readers below; `checkedRow` turns it into the row's refusal. */
class RowRefused extends Error {}

export function refuse(reason: string): never {
  throw new RowRefused(reason);
}

/** Runs a row's reading, turning the first refusal into `{ ok: false, reason }`. */
export function checkedRow<Value>(read: () => Value): RowCheck<Value> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof RowRefused) return { ok: false, reason: error.message };
    throw error;
  }
}

/** The value a schema of packages/shared makes of the cell, or its Spanish message. */
export function parsed<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  return refuse(`${what} «${text}»: ${result.error.issues[0]?.message ?? 'no es válido'}`);
}

/** Lower case without accents: "Mérida" and "MERIDA" name the same state. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const stateCodes = new Map(
  states.flatMap((state) => [
    [folded(state.name), state.as],
    [folded(state.as), state.as],
  ]),
);

/** A state by its name as the sheets write it ("Distrito Capital") or its code ("VE-A"). */
export const stateCodeOf = (text: string): string | undefined => stateCodes.get(folded(text));

/**
 * "V-12345678" as the sheets write it (also "V12.345.678"); a bare number takes the nationality
 * from the Nacionalidad column ("Venezolana", "Extranjero(a)").
 */
export function cedulaOf(cedula: string, nationalityText: string) {
  const match = /^([VvEe])?\s*-?\s*([\d.]+)$/.exec(cedula.trim());
  if (!match) return refuse(`cédula «${cedula}» inválida: escríbala como V-12345678`);
  const named = nationalities.find(
    (item) =>
      nationalityText !== '' && folded(item.name).startsWith(folded(nationalityText).slice(0, 8)),
  )?.as;
  const prefix = match[1]?.toUpperCase();
  if (prefix && named && prefix !== named) {
    refuse(`la cédula «${cedula}» no concuerda con la nacionalidad «${nationalityText}»`);
  }
  if (nationalityText !== '' && !named) refuse(`nacionalidad «${nationalityText}» desconocida`);
  const nationality = prefix ?? named;
  if (nationality !== 'V' && nationality !== 'E') {
    return refuse(`cédula «${cedula}» sin nacionalidad: escríbala como V-12345678 o E-12345678`);
  }
  return {
    nationality: nationality as 'V' | 'E',
    dni: parsed(dniSchema, (match[2] ?? '').replaceAll('.', ''), 'cédula'),
  };
}

export function genderOf(text: string): 'M' | 'F' {
  const gender = genders.find(
    (item) => folded(item.name) === folded(text) || item.as === text.toUpperCase(),
  );
  return gender?.as ?? refuse(`género «${text}» desconocido: Masculino o Femenino`);
}

/** A phone, or null for an empty cell and the sheets' "Sin definir". */
export const phoneOf = (text: string, what = 'teléfono'): string | null =>
  text === '' || folded(text) === 'sin definir' ? null : parsed(phoneSchema, text, what);

/** A day typed DD/MM/AAAA (or ISO) as 'YYYY-MM-DD'; null for an empty cell. */
export function dayOf(text: string, what: string): string | null {
  if (text === '') return null;
  const problem = dayProblem(text);
  if (problem) return refuse(`${what}: ${problem}`);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : (() => {
        const [d, m, y] = text.split(/[/.-]/);
        return [y, m, d];
      })();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const nameOf = (text: string, what: string) => parsed(personNameSchema, text, what);
