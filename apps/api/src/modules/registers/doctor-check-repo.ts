import { asc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { FOLDED_ACCENTS, registers, schoolNumbers } from '../../db/schema/index';

/**
 * A medic's names folded as the certificate name search folds them (decision 0041): lower case,
 * no Spanish accents, names then last names. Migration 0054 indexes this very expression
 * (trigrams), so a query must spell it the same way for PostgreSQL to use the index.
 */
const foldedNameOf = sql`translate(lower(${registers.names} || ' ' || ${registers.lastNames}), ${sql.raw(`'${FOLDED_ACCENTS.from}'`)}, ${sql.raw(`'${FOLDED_ACCENTS.to}'`)})`;

/** Only medics examine drivers: the type as a literal, so the plan sees it. */
const isMedic = sql`${registers.type} = 'medic'`;

/** The public register columns of the check: nothing else of the register is ever read. */
const person = { id: registers.id, names: registers.names, lastNames: registers.lastNames };
const byName = [asc(registers.lastNames), asc(registers.names), asc(registers.id)];

/** The medics whose college numbers satisfy `numberMatch`, by name, at most `limit`. */
const holdingNumber = (db: Db, numberMatch: SQL, name: string) =>
  withRowPlan(
    db
      .select(person)
      .from(registers)
      .where(
        sql`${isMedic} and ${registers.id} in (select ${schoolNumbers.registerId} from ${schoolNumbers} where ${numberMatch})`,
      )
      .orderBy(...byName)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

export type CheckedPerson = { id: number; names: string; lastNames: string };
export type CheckedNumber = {
  registerId: number;
  state: string;
  schoolNumber: string;
  currentSolvency: string;
  medicVial: boolean;
  licenseNumber: string | null;
};

/** Queries of the public doctor check: medics by number, licence or folded name. */
export function createDoctorCheckRepo(db: Db) {
  const bySchoolNumber = holdingNumber(
    db,
    sql`${schoolNumbers.schoolNumber} = ${sql.placeholder('q')}`,
    'doctor_check_by_school_number',
  );
  const byLicence = holdingNumber(
    db,
    sql`${schoolNumbers.licenseNumber} = any(${sql.placeholder('licences')})`,
    'doctor_check_by_licence',
  );
  // No ORDER BY: sorting every match of a common name (5,000 González at 100,000 registers) read
  // each one's row, 25-45 ms; the first matches found are enough to say "more" (decision 0084).
  const byFoldedName = withRowPlan(
    db
      .select(person)
      .from(registers)
      .where(sql`${isMedic} and ${foldedNameOf} like ${sql.placeholder('pattern')}`)
      .limit(sql.placeholder('limit'))
      .prepare('doctor_check_by_name'),
  );
  const numbersOf = withRowPlan(
    db
      .select({
        registerId: schoolNumbers.registerId,
        state: schoolNumbers.state,
        schoolNumber: schoolNumbers.schoolNumber,
        currentSolvency: schoolNumbers.currentSolvency,
        medicVial: schoolNumbers.medicVial,
        licenseNumber: schoolNumbers.licenseNumber,
      })
      .from(schoolNumbers)
      .where(sql`${schoolNumbers.registerId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(schoolNumbers.registerId), asc(schoolNumbers.id))
      .prepare('doctor_check_numbers'),
  );

  return {
    bySchoolNumber: (schoolNumber: string, limit: number): Promise<CheckedPerson[]> =>
      bySchoolNumber.execute({ q: schoolNumber, limit }),
    /** Any of these spellings of one licence (as typed, upper case): the unique index answers. */
    byLicence: (licences: string[], limit: number): Promise<CheckedPerson[]> =>
      byLicence.execute({ licences, limit }),
    /** `pattern`: a LIKE pattern of folded text; the first `limit` matches, in no order. */
    byFoldedName: (pattern: string, limit: number): Promise<CheckedPerson[]> =>
      byFoldedName.execute({ pattern, limit }),
    numbersOf: (ids: number[]): Promise<CheckedNumber[]> =>
      ids.length === 0 ? Promise.resolve([]) : numbersOf.execute({ ids }),
  };
}
export type DoctorCheckRepo = ReturnType<typeof createDoctorCheckRepo>;
