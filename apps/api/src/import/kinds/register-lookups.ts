import { todayInCaracas } from '@aptovial/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registers, schoolNumbers } from '../../db/schema/index';
import { createReferenceRepo } from '../../modules/reference/repo';
import type { Catalogue } from '../../modules/registers/catalogue';

type StoredNumber = {
  registerId: number;
  state: string;
  schoolNumber: string;
  currentSolvency: string;
  licenseNumber: string | null;
};
export type StoredRegister = Omit<typeof registers.$inferSelect, 'createdAt' | 'updatedAt'> & {
  numbers: StoredNumber[];
};

export type RegisterLookups = {
  catalogue: Catalogue;
  /** The import's day in Caracas: new numbers are registered on it, solvency is read against it. */
  today: string;
  /** Stored registers by "V-12345678". */
  registers: Map<string, StoredRegister>;
  /** The cédula holding each stored college number ("VE-K|1234") and licence. */
  numberHolders: Map<string, string>;
  licenceHolders: Map<string, { holder: string; number: string }>;
};

export const cedulaKey = (register: { nationality: string; dni: string }) =>
  `${register.nationality}-${register.dni}`;

/**
 * The catalogue the registers module checks against and every stored register with its numbers:
 * an import is checked whole before it writes, and a college holds at most about 100,000
 * registers (a few tens of megabytes here).
 */
export async function registerLookups(db: Db, now = new Date()): Promise<RegisterLookups> {
  const reference = createReferenceRepo(db);
  const [states, specialtyRows, degrees, registerRows, numberRows] = await Promise.all([
    reference.states(),
    reference.specialties(),
    reference.academicDegrees(),
    db.select().from(registers).orderBy(asc(registers.id)),
    db
      .select({
        registerId: schoolNumbers.registerId,
        state: schoolNumbers.state,
        schoolNumber: schoolNumbers.schoolNumber,
        currentSolvency: schoolNumbers.currentSolvency,
        licenseNumber: schoolNumbers.licenseNumber,
      })
      .from(schoolNumbers)
      .orderBy(asc(schoolNumbers.id)),
  ]);
  const byId = new Map<number, StoredRegister>();
  const stored = new Map<string, StoredRegister>();
  for (const { createdAt: _, updatedAt: __, ...row } of registerRows) {
    const register = { ...row, numbers: [] };
    byId.set(row.id, register);
    stored.set(cedulaKey(row), register);
  }
  const numberHolders = new Map<string, string>();
  const licenceHolders = new Map<string, { holder: string; number: string }>();
  for (const number of numberRows) {
    const register = byId.get(number.registerId);
    if (!register) continue;
    register.numbers.push(number);
    const key = `${number.state}|${number.schoolNumber}`;
    numberHolders.set(key, cedulaKey(register));
    if (number.licenseNumber) {
      licenceHolders.set(number.licenseNumber, { holder: cedulaKey(register), number: key });
    }
  }
  return {
    catalogue: {
      states: states.map((state) => state.as),
      specialties: {
        medic: specialtyRows.filter((row) => row.kind === 'medic').map((row) => row.name),
        nurse: specialtyRows.filter((row) => row.kind === 'nurse').map((row) => row.name),
      },
      academicDegrees: degrees.map((degree) => degree.name),
    },
    today: todayInCaracas(now),
    registers: stored,
    numberHolders,
    licenceHolders,
  };
}
