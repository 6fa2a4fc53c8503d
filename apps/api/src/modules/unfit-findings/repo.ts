import { and, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schoolNumbers, unfitFindings } from '../../db/schema/index';
import type { Recorder } from './policy';

export type UnfitFindingRow = typeof unfitFindings.$inferSelect;
export type Driver = { dni: string; nationality: 'V' | 'E'; grade: string };

/** At most this many rows answer a warning or a doctor's list (a driver has few findings). */
export const ROWS_CAP = 100;

/** Findings of the same doctor: their account's, or their college number's from any account. */
function ownBy(doctor: Pick<Recorder, 'accountId' | 'schoolNumberId'>): SQL {
  const byAccount = eq(unfitFindings.createdBy, doctor.accountId);
  if (doctor.schoolNumberId === null) return byAccount;
  return or(byAccount, eq(unfitFindings.schoolNumberId, doctor.schoolNumberId)) as SQL;
}

/** Queries of `unfit_findings`. */
export function createUnfitFindingsRepo(db: Db) {
  return {
    async insert(values: typeof unfitFindings.$inferInsert, tx: Db): Promise<UnfitFindingRow> {
      const [row] = await tx.insert(unfitFindings).values(values).returning();
      if (!row) throw new Error('unfit finding not inserted');
      return row;
    },

    /** The state of a college number (a road Admin's account may have none of its own). */
    async stateOfNumber(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ state: schoolNumbers.state })
        .from(schoolNumbers)
        .where(eq(schoolNumbers.id, id));
      return row?.state;
    },

    /** The doctor's own findings, newest first. */
    own: (doctor: Pick<Recorder, 'accountId' | 'schoolNumberId'>) =>
      db
        .select()
        .from(unfitFindings)
        .where(ownBy(doctor))
        .orderBy(desc(unfitFindings.createdAt), desc(unfitFindings.id))
        .limit(ROWS_CAP),

    /**
     * When other doctors found the driver unfit for the grade since `since`, newest first: only
     * the dates leave the database. The equalities and the range walk unfit_findings_driver_idx.
     */
    async othersSince(
      driver: Driver,
      since: Date,
      doctor: Pick<Recorder, 'accountId' | 'schoolNumberId'>,
    ): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: unfitFindings.createdAt })
        .from(unfitFindings)
        .where(
          and(
            eq(unfitFindings.dni, driver.dni),
            eq(unfitFindings.nationality, driver.nationality),
            eq(unfitFindings.grade, driver.grade),
            gte(unfitFindings.createdAt, since),
            // A finding whose account was removed (created_by null) still counts as another's.
            sql`not coalesce(${ownBy(doctor)}, false)`,
          ),
        )
        .orderBy(desc(unfitFindings.createdAt))
        .limit(ROWS_CAP);
      return rows.map((row) => row.createdAt);
    },
  };
}
export type UnfitFindingsRepo = ReturnType<typeof createUnfitFindingsRepo>;
