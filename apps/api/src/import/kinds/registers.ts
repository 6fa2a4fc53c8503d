import { registers, schoolNumbers } from '../../db/schema/index';
import type { ImportKind, ImportTx } from '../kind';
import { checkedRow } from './cells';
import { cedulaKey, type RegisterLookups, registerLookups } from './register-lookups';
import type { NumberLine } from './register-numbers';
import { numberLabel } from './register-numbers';
import { REGISTER_COLUMNS, type RegisterValue, registerOfRow } from './register-rows';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips. */
const BATCH = 500;

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

async function insertRegisters(tx: ImportTx, values: readonly RegisterValue[], today: string) {
  for (let start = 0; start < values.length; start += BATCH) {
    const batch = values.slice(start, start + BATCH);
    const rows = await tx
      .insert(registers)
      .values(batch.map(({ numbers: _, ...register }) => ({ ...register, createdBy: null })))
      .returning({ id: registers.id, nationality: registers.nationality, dni: registers.dni });
    const ids = new Map(rows.map((row) => [cedulaKey(row), row.id]));
    const numbers = batch.flatMap((register) =>
      register.numbers.map((number) => ({
        registerId: ids.get(cedulaKey(register)) ?? 0,
        state: number.state,
        schoolNumber: number.schoolNumber,
        registerDate: today,
        currentSolvency: solvencyDay(number, today),
        medicVial: number.licenseNumber !== null,
        licenseNumber: number.licenseNumber,
        createdBy: null,
      })),
    );
    for (let first = 0; first < numbers.length; first += BATCH) {
      await tx.insert(schoolNumbers).values(numbers.slice(first, first + BATCH));
    }
  }
}

/**
 * Medics and nurses with their college numbers, as the registers sheet lists them. A register
 * already stored is accepted only when the file says exactly what is stored (then unchanged);
 * an import never edits or removes what the colleges keep in the application.
 */
export const registersKind: ImportKind<RegisterValue, RegisterLookups> = {
  name: 'registros',
  label: 'registros de médicos y enfermeros',
  columns: REGISTER_COLUMNS,
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
