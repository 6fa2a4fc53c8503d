import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { certificateStatusChanges, certificates, schoolNumbers } from '../../db/schema/index';
import { createCertificateListRepo } from './list/repo';
import { createRoadCountsRepo, type RoadCountsRepo } from './road-counts';
import { type CertificateRow, selectCertificates } from './rows';

export type StoredCertificate = typeof certificates.$inferSelect;
export type CertificateValues = Omit<
  typeof certificates.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Queries of `certificates` and their status history; the list reads are in `list/repo.ts`. */
export function createCertificatesRepo(
  db: Db,
  roadCounts: RoadCountsRepo = createRoadCountsRepo(db),
  /** Rows from both ends past which a page is refused (decision 0054). */
  depthCap = LIST_DEPTH_CAP,
) {
  /** The public verification: one statement, prepared once, by the unique serial index. */
  const publicBySerial = withRowPlan(
    db
      .select({
        serial: certificates.serial,
        status: certificates.status,
        version: certificates.version,
        names: certificates.names,
        lastNames: certificates.lastNames,
        dni: certificates.dni,
        nationality: certificates.nationality,
        grade: certificates.grade,
        type: certificates.type,
        rules: certificates.rules,
        glasses: certificates.glasses,
        expeditionDate: certificates.expeditionDate,
        dueDate: certificates.dueDate,
        nameDoctor: certificates.nameDoctor,
        licenseNumber: schoolNumbers.licenseNumber,
        state: certificates.state,
        imported: sql<boolean>`${certificates.importedAt} is not null`,
      })
      .from(certificates)
      .innerJoin(schoolNumbers, eq(schoolNumbers.id, certificates.schoolNumberId))
      .where(eq(certificates.serial, sql.placeholder('serial')))
      .limit(1)
      .prepare('certificate_public_by_serial'),
  );

  return {
    ...createCertificateListRepo(db, roadCounts, depthCap),

    async publicBySerial(serial: number) {
      return (await publicBySerial.execute({ serial }))[0];
    },

    async find(id: number, tx: Db = db): Promise<CertificateRow | undefined> {
      return (await selectCertificates(tx).where(eq(certificates.id, id)).limit(1))[0];
    },

    /** The stored row locked FOR UPDATE until `tx` ends (edits and status changes queue). */
    async lock(id: number, tx: Db): Promise<StoredCertificate | undefined> {
      return (await tx.select().from(certificates).where(eq(certificates.id, id)).for('update'))[0];
    },

    /** `createdAt` is the app's clock (the correction window runs from it, decision 0048). */
    async insert(
      values: CertificateValues & { createdAt: Date },
      tx: Db,
    ): Promise<StoredCertificate> {
      const [row] = await tx.insert(certificates).values(values).returning();
      if (!row) throw new Error('certificate not inserted');
      return row;
    },
    update: (id: number, changes: Partial<CertificateValues>, tx: Db) =>
      tx
        .update(certificates)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(certificates.id, id)),

    insertStatusChange: (values: typeof certificateStatusChanges.$inferInsert, tx: Db) =>
      tx.insert(certificateStatusChanges).values(values),
  };
}
export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;
