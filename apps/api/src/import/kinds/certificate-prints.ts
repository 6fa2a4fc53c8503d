import { createHash } from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/index';

/**
 * What an import compares to tell a certificate already stored as the file says (unchanged) from
 * one stored with other data (refused): the columns the import writes, one canonical text, its
 * MD5 cut to 52 bits so a million of them fit in a few typed arrays (decision 0080). A chance
 * match of two different certificates is one in 2^52.
 */
export type PrintedFields = {
  serial: number;
  state: string;
  place: string;
  expeditionDate: string;
  dueDate: string;
  nationality: 'V' | 'E';
  dni: string;
  names: string;
  lastNames: string;
  birthDate: string;
  grade: string;
  type: string;
  typeSpecial: string | null;
  observations: string | null;
  rules: readonly string[];
  glasses: boolean | null;
  bloodType: string | null;
  occupation: string | null;
  schoolNumberId: number;
  nameDoctor: string;
  dniDoctor: string;
  status: boolean;
  reason: string | null;
};

/** The same text PostgreSQL builds in `storedPrint`, field for field. */
function canonicalText(f: PrintedFields): string {
  return [
    String(f.serial),
    f.state,
    f.place,
    f.expeditionDate,
    f.dueDate,
    f.nationality,
    f.dni,
    f.names,
    f.lastNames,
    f.birthDate,
    f.grade,
    f.type,
    f.typeSpecial ?? '',
    f.observations ?? '',
    f.rules.join(','),
    f.glasses === null ? '' : String(f.glasses),
    f.bloodType ?? '',
    f.occupation ?? '',
    String(f.schoolNumberId),
    f.nameDoctor,
    f.dniDoctor,
    String(f.status),
    f.reason ?? '',
  ].join('|');
}

const c = certificates;
const day = (column: typeof c.expeditionDate) => sql`to_char(${column}, 'YYYY-MM-DD')`;
const storedPrint = sql<string>`md5(concat_ws('|', ${c.serial}::text, ${c.state}, ${c.place},
  ${day(c.expeditionDate)}, ${day(c.dueDate)}, ${c.nationality}, ${c.dni}, ${c.names},
  ${c.lastNames}, ${day(c.birthDate)}, ${c.grade}, ${c.type}, coalesce(${c.typeSpecial}, ''),
  coalesce(${c.observations}, ''), array_to_string(${c.rules}, ','),
  coalesce(${c.glasses}::text, ''), coalesce(${c.bloodType}, ''), coalesce(${c.occupation}, ''),
  ${c.schoolNumberId}::text, ${c.nameDoctor}, ${c.dniDoctor}, ${c.status}::text,
  coalesce(${c.reason}, '')))`;

const fromHex = (md5: string) => Number.parseInt(md5.slice(0, 13), 16);

export function printOf(fields: PrintedFields): number {
  return fromHex(createHash('md5').update(canonicalText(fields), 'utf8').digest('hex'));
}

/** A holder as one number: the cédula's digits, negative for a foreigner (E). */
export const holderCode = (nationality: 'V' | 'E', dni: string) =>
  nationality === 'E' ? -Number(dni) : Number(dni);

export const holderText = (code: number) => (code < 0 ? `E-${-code}` : `V-${code}`);

/** Every stored certificate's serial, holder and print, in serial order. */
export type StoredPrints = {
  serials: Float64Array;
  holders: Float64Array;
  prints: Float64Array;
};

/** The stored certificate on `serial`: its holder and print. */
export function storedOn(stored: StoredPrints, serial: number) {
  let low = 0;
  let high = stored.serials.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = stored.serials[middle] ?? 0;
    if (found === serial) {
      return { holder: stored.holders[middle] ?? 0, print: stored.prints[middle] ?? 0 };
    }
    if (found < serial) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

const PAGE = 50_000;

/** Reads the prints a page at a time, by the serial index, into growing typed arrays. */
export async function readStoredPrints(db: Db): Promise<StoredPrints> {
  let size = 0;
  let stored: StoredPrints = {
    serials: new Float64Array(PAGE),
    holders: new Float64Array(PAGE),
    prints: new Float64Array(PAGE),
  };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ serial: c.serial, nationality: c.nationality, dni: c.dni, print: storedPrint })
      .from(c)
      .where(gt(c.serial, after))
      .orderBy(c.serial)
      .limit(PAGE);
    if (size + rows.length > stored.serials.length) stored = grown(stored, size + rows.length);
    for (const row of rows) {
      stored.serials[size] = row.serial;
      stored.holders[size] = holderCode(row.nationality, row.dni);
      stored.prints[size] = fromHex(row.print);
      size += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = last.serial;
  }
  return {
    serials: stored.serials.subarray(0, size),
    holders: stored.holders.subarray(0, size),
    prints: stored.prints.subarray(0, size),
  };
}

function grown(stored: StoredPrints, needed: number): StoredPrints {
  const length = Math.max(needed, stored.serials.length * 2);
  const copy = (from: Float64Array) => {
    const to = new Float64Array(length);
    to.set(from);
    return to;
  };
  return {
    serials: copy(stored.serials),
    holders: copy(stored.holders),
    prints: copy(stored.prints),
  };
}
