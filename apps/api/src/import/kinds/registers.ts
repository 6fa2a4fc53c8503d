import { sql } from 'drizzle-orm';
import type { ImportKind, ImportTx } from '../kind';
import { checkedRow } from './cells';
import { cedulaKey, type RegisterLookups, registerLookups } from './register-lookups';
import type { NumberLine } from './register-numbers';
import { numberLabel } from './register-numbers';
import {
  type RegisterValue,
  registerOfRow,
  REGISTER_COLUMNS as SHEET_COLUMNS,
} from './register-rows';
import { type BatchColumn, batchColumn, unnestInsert } from './unnest-insert';

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * The stored solvency day: the file's own, or, when the sheet only says Sí/No, the end of the
 * import's year (solvent) or the day before the import (not solvent). Docs: docs/operations.md.
 */
const solvencyDay = (number: NumberLine, today: string) =>
  'until' in number.solvency
    ? number.solvency.until
    : number.solvency.solvent
      ? `${today.slice(0, 4)}-12-31`
      : dayBefore(today);

type R = RegisterValue;
const registerColumn = batchColumn<R>;
const REGISTER_COLUMNS: readonly BatchColumn<R>[] = [
  registerColumn('dni', 'text', (r) => r.dni),
  registerColumn('nationality', 'text', (r) => r.nationality),
  registerColumn('names', 'text', (r) => r.names),
  registerColumn('last_names', 'text', (r) => r.lastNames),
  registerColumn('gender', 'text', (r) => r.gender),
  registerColumn('phone', 'text', (r) => r.phone),
  registerColumn('date_birth', 'date', (r) => r.dateBirth),
  registerColumn('specialty', 'text', (r) => r.specialty),
  registerColumn('health_number', 'text', (r) => r.healthNumber),
  registerColumn('type', 'text', (r) => r.type),
  registerColumn('academic_degree', 'text', (r) => r.academicDegree),
];

type N = NumberLine & { registerId: number; until: string };
const numberColumn = batchColumn<N>;
const NUMBER_COLUMNS: readonly BatchColumn<N>[] = [
  numberColumn('register_id', 'bigint', (n) => n.registerId),
  numberColumn('state', 'text', (n) => n.state),
  numberColumn('school_number', 'text', (n) => n.schoolNumber),
  numberColumn('current_solvency', 'date', (n) => n.until),
  numberColumn('medic_vial', 'boolean', (n) => n.licenseNumber !== null),
  numberColumn('license_number', 'text', (n) => n.licenseNumber),
];

/** One statement for the registers, one for their numbers (decision 0082). */
async function insertRegisters(tx: ImportTx, values: readonly RegisterValue[], today: string) {
  if (values.length === 0) return;
  const rows = await unnestInsert<R, { id: string | number; nationality: string; dni: string }>(
    tx,
    'registers',
    REGISTER_COLUMNS,
    values,
    { returning: sql`id, nationality, dni` },
  );
  const ids = new Map(rows.map((row) => [cedulaKey(row), Number(row.id)]));
  const numbers = values.flatMap((register) =>
    register.numbers.map((number) => ({
      ...number,
      registerId: ids.get(cedulaKey(register)) ?? 0,
      until: solvencyDay(number, today),
    })),
  );
  await unnestInsert(tx, 'school_numbers', NUMBER_COLUMNS, numbers, {
    fixed: [['register_date', sql`${today}::date`]],
  });
}

/**
 * Medics and nurses with their college numbers, as the registers sheet lists them. A register
 * already stored is accepted only when the file says exactly what is stored (then unchanged);
 * an import never edits or removes what the colleges keep in the application.
 */
export const registersKind: ImportKind<RegisterValue, RegisterLookups> = {
  name: 'registros',
  label: 'registros de médicos y enfermeros',
  columns: SHEET_COLUMNS,
  counted: ['registers'],
  prepare: (db) => registerLookups(db),
  check: (row, _rowNumber, lookups) => checkedRow(() => registerOfRow(row, lookups)),
  key: (value) => cedulaKey(value),
  claims: (value) =>
    value.numbers.flatMap((number) => [
      {
        claim: `number:${number.state}|${number.schoolNumber}`,
        holder: cedulaKey(value),
        label: `el número de colegio ${numberLabel(number)}`,
      },
      ...(number.licenseNumber
        ? [
            {
              claim: `licence:${number.licenseNumber}`,
              holder: `${cedulaKey(value)}|${number.state}|${number.schoolNumber}`,
              label: `el habilitado ${number.licenseNumber}`,
            },
          ]
        : []),
    ]),
  async write(tx, values, lookups) {
    const fresh = values.filter((value) => !lookups.registers.has(cedulaKey(value)));
    await insertRegisters(tx, fresh, lookups.today);
    return { inserted: fresh.length, unchanged: values.length - fresh.length };
  },
};
