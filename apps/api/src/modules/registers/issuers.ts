import type { SessionSchoolNumber } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registers, schoolNumbers } from '../../db/schema/index';

/** A college number that may issue certificates, with its register's names as printed. */
export type Issuer = {
  schoolNumberId: number;
  state: string;
  schoolNumber: string;
  currentSolvency: string;
  licenseNumber: string | null;
  /** Enabled for road medicine (with a licence number): may issue from a road-medicine login. */
  medicVial: boolean;
  typeCertificates: string[];
  grades: string[];
  specialGrades: string[];
  names: string;
  lastNames: string;
  dni: string;
  nationality: 'V' | 'E';
};

/** A college number as the road-medicine credentials read it: whether it is enabled, and whose. */
export type RoadMedic = Omit<Issuer, 'typeCertificates' | 'grades' | 'specialGrades'> & {
  gender: 'M' | 'F';
  phone: string | null;
};

/** The columns both reads share: the number, whether it is enabled, and its register's person. */
const numberAndPerson = {
  schoolNumberId: schoolNumbers.id,
  state: schoolNumbers.state,
  schoolNumber: schoolNumbers.schoolNumber,
  currentSolvency: schoolNumbers.currentSolvency,
  licenseNumber: schoolNumbers.licenseNumber,
  medicVial: schoolNumbers.medicVial,
  names: registers.names,
  lastNames: registers.lastNames,
  dni: registers.dni,
  nationality: registers.nationality,
};

/**
 * Reads of one college number for other modules: the certificates module's issuer, and the
 * number a road-medicine account works as, for its profile (both read inside the caller's
 * transaction when given one).
 */
export function createIssuers(db: Db) {
  return {
    async issuerOf(schoolNumberId: number, tx: Db = db): Promise<Issuer | undefined> {
      const [row] = await tx
        .select({
          ...numberAndPerson,
          typeCertificates: schoolNumbers.typeCertificates,
          grades: schoolNumbers.grades,
          specialGrades: schoolNumbers.specialGrades,
        })
        .from(schoolNumbers)
        .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
        .where(eq(schoolNumbers.id, schoolNumberId))
        .limit(1);
      return row;
    },

    /** The number and its register's person, for a road-medicine credential (undefined: none). */
    async roadMedicOf(schoolNumberId: number, tx: Db = db): Promise<RoadMedic | undefined> {
      const [row] = await tx
        .select({ ...numberAndPerson, gender: registers.gender, phone: registers.phone })
        .from(schoolNumbers)
        .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
        .where(eq(schoolNumbers.id, schoolNumberId))
        .limit(1);
      return row;
    },

    /** The college number with its state and register, as a road-medicine profile shows it. */
    async cardOf(schoolNumberId: number, tx: Db = db): Promise<SessionSchoolNumber | undefined> {
      const [row] = await tx
        .select({
          id: schoolNumbers.id,
          schoolNumber: schoolNumbers.schoolNumber,
          state: schoolNumbers.state,
          licenseNumber: schoolNumbers.licenseNumber,
          typeCertifields: schoolNumbers.typeCertificates,
          grades: schoolNumbers.grades,
          specialGrades: schoolNumbers.specialGrades,
          register: {
            names: registers.names,
            lastNames: registers.lastNames,
            dni: registers.dni,
            nationality: registers.nationality,
            genders: registers.gender,
            phone: registers.phone,
          },
        })
        .from(schoolNumbers)
        .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
        .where(eq(schoolNumbers.id, schoolNumberId))
        .limit(1);
      return row;
    },
  };
}
export type Issuers = ReturnType<typeof createIssuers>;
