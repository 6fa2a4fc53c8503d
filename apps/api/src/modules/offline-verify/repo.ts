import { and, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateStatusChanges, certificates } from '../../db/schema/index';

/** A corrected certificate's serial and its version now (decision 0052). */
export type CorrectedSerial = { serial: number; revision: number };

/**
 * The serials an offline list must change: disabled now, or enabled again after a disable; and
 * the corrected ones with their version.
 */
export type SerialChanges = {
  asOf: Date;
  disabled: number[];
  enabled: number[];
  corrected: CorrectedSerial[];
};

/**
 * Reads of `certificates` for the offline list: serial, status and version only (no holder's
 * data ever leaves through here). `updated_at` moves on every disable, enable and edit (repo.update).
 */
export function createOfflineVerifyRepo(db: Db) {
  /**
   * Certificates edited after issue (version above 1): every one (`from` null, by
   * certificates_corrected_serial_idx), or those changed after `from` (certificates_updated_idx).
   * Read after the clock, like the rest: an edit committed later comes in the next delta.
   */
  const correctedSince = (from: Date | null): Promise<CorrectedSerial[]> => {
    const corrected = gt(certificates.version, 1);
    return db
      .select({ serial: certificates.serial, revision: certificates.version })
      .from(certificates)
      .where(from === null ? corrected : and(gt(certificates.updatedAt, from), corrected))
      .orderBy(certificates.serial);
  };

  return {
    /**
     * `from` null: every disabled serial. Otherwise the serials changed after `from`: disabled
     * ones, and enabled ones that have a status change (ever disabled), so a certificate issued
     * or edited meanwhile is not sent. `asOf` is the database's clock, whole minutes, taken first:
     * a change committed later is newer than it and comes in the next delta.
     */
    async changedSince(from: Date | null): Promise<SerialChanges> {
      const [clock] = await db
        .select({ asOf: sql<string>`date_trunc('minute', clock_timestamp())::text` })
        .from(sql`(values (1)) as clock(one)`);
      const disabled = eq(certificates.status, false);
      const everDisabled = exists(
        db
          .select({ one: sql`1` })
          .from(certificateStatusChanges)
          .where(eq(certificateStatusChanges.certificateId, certificates.id)),
      );
      const rows = await db
        .select({ serial: certificates.serial, status: certificates.status })
        .from(certificates)
        .where(
          from === null
            ? disabled
            : and(gt(certificates.updatedAt, from), or(disabled, everDisabled)),
        )
        .orderBy(certificates.serial);
      return {
        asOf: clock ? new Date(clock.asOf) : new Date(),
        disabled: rows.filter((row) => !row.status).map((row) => row.serial),
        enabled: rows.filter((row) => row.status).map((row) => row.serial),
        corrected: await correctedSince(from),
      };
    },
  };
}
export type OfflineVerifyRepo = ReturnType<typeof createOfflineVerifyRepo>;
