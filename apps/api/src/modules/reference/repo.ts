import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  academicDegrees,
  banks,
  bloodTypes,
  certificateRules,
  certificateTypes,
  licenceGrades,
  municipalities,
  nationalities,
  roles,
  specialties,
  states,
} from '../../db/schema/index';

/** Reads the whole reference catalogue; it changes only with a migration. */
export function createReferenceRepo(db: Db) {
  const codeNames = (table: typeof roles) =>
    db.select({ as: table.code, name: table.name }).from(table).orderBy(asc(table.sortOrder));
  return {
    roles: () => codeNames(roles),
    nationalities: () => codeNames(nationalities),
    bloodTypes: () => codeNames(bloodTypes),
    rules: () => codeNames(certificateRules),
    grades: () => codeNames(licenceGrades),
    academicDegrees: () => codeNames(academicDegrees),
    certificateTypes: () =>
      db
        .select({ as: certificateTypes.code, name: certificateTypes.name })
        .from(certificateTypes)
        .orderBy(asc(certificateTypes.sortOrder)),
    states: () =>
      db.select({ as: states.code, name: states.name }).from(states).orderBy(asc(states.ineNumber)),
    municipalities: () =>
      db
        .select({
          id: municipalities.id,
          state: municipalities.stateCode,
          name: municipalities.name,
        })
        .from(municipalities)
        .orderBy(asc(municipalities.id)),
    specialties: () =>
      db
        .select({ name: specialties.name, kind: specialties.kind })
        .from(specialties)
        .orderBy(asc(specialties.sortOrder)),
    banks: () =>
      db.select({ code: banks.code, name: banks.name }).from(banks).orderBy(asc(banks.code)),
  };
}
export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
