import { isSolvent, type Register, type SchoolNumber } from '@aptovial/shared';
import type { ListedRow, SchoolNumberRow } from './repo';

/** A college number as the API answers it; solvency read against today in Caracas. */
export function toSchoolNumber(row: SchoolNumberRow, now: Date): SchoolNumber {
  return {
    id: row.id,
    registerId: row.registerId,
    state: row.state,
    schoolNumber: row.schoolNumber,
    registerDate: row.registerDate,
    currentSolvency: row.currentSolvency,
    solvency: isSolvent(row.currentSolvency, now) ? 'Sí' : 'No',
    medicVial: row.medicVial,
    licenseNumber: row.licenseNumber,
    typeCertifields: row.typeCertificates,
    grades: row.grades,
    specialGrades: row.specialGrades,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registers as the API answers them (docs/product/entities.md), each with its numbers by id. */
export function toRegisters(
  rows: readonly ListedRow[],
  numbers: readonly SchoolNumberRow[],
  now: Date,
): Register[] {
  const byRegister = new Map<number, SchoolNumber[]>();
  for (const number of numbers) {
    const list = byRegister.get(number.registerId) ?? [];
    list.push(toSchoolNumber(number, now));
    byRegister.set(number.registerId, list);
  }
  return rows.map(({ register, createdByEmail }) => ({
    id: register.id,
    dni: register.dni,
    nationality: register.nationality,
    names: register.names,
    lastNames: register.lastNames,
    genders: register.gender,
    phone: register.phone,
    dateBirth: register.dateBirth,
    specialty: register.specialty,
    healthNumber: register.healthNumber,
    type: register.type,
    academicDegree: register.academicDegree,
    createdBy: createdByEmail,
    createdAt: register.createdAt.toISOString(),
    schoolNumbers: byRegister.get(register.id) ?? [],
  }));
}
