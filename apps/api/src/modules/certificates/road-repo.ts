import type { PreviousCertificate } from '@aptovial/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/index';

/** The two reads of road medicine's issue form that the other certificate queries do not cover. */
export function createRoadCertificatesRepo(db: Db) {
  return {
    /**
     * The serial of the newest certificate issued as a college number, whatever the channel (the
     * same doctor, the same pad of serials); by the (school number, created) index.
     */
    async lastSerialOf(schoolNumberId: number): Promise<number | null> {
      const [row] = await db
        .select({ serial: certificates.serial })
        .from(certificates)
        .where(eq(certificates.schoolNumberId, schoolNumberId))
        .orderBy(desc(certificates.createdAt), desc(certificates.id))
        .limit(1);
      return row?.serial ?? null;
    },

    /** The holder's newest certificate, any channel and issuer, by the (dni, nationality) index. */
    async newestOfHolder(dni: string, nationality: 'V' | 'E'): Promise<PreviousCertificate | null> {
      const [row] = await db
        .select({
          serial: certificates.serial,
          expeditionDate: certificates.expeditionDate,
          dni: certificates.dni,
          nationality: certificates.nationality,
          names: certificates.names,
          lastNames: certificates.lastNames,
          birthDate: certificates.birthDate,
          stateOrigin: certificates.stateOrigin,
          occupation: certificates.occupation,
          bloodType: certificates.bloodType,
          glasses: certificates.glasses,
          grade: certificates.grade,
          typeCertifields: certificates.type,
        })
        .from(certificates)
        .where(and(eq(certificates.dni, dni), eq(certificates.nationality, nationality)))
        .orderBy(desc(certificates.createdAt), desc(certificates.id))
        .limit(1);
      return row ?? null;
    },
  };
}
