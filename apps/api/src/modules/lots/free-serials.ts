import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateLotCounts, certificateLots } from '../../db/schema/index';

/** A free serial and the lot holding it. */
export type FreeSerial = { serial: number; lotId: number; numberTP: string };

/** A bound no state reaches: only there to keep the subquery apart (see `firstFreeIn`). */
const LOTS_PER_STATE_CAP = 100_000;

/**
 * The lowest free serial of a lot, from the unique serial index alone: the lot's first serial when
 * no certificate holds it; else one past the first certificate `c` of the lot whose `c.serial + 1`
 * is free (NOT EXISTS, one index probe each), walking up from the start and stopping at the first
 * gap (LIMIT 1). Its cost is the run of used serials before that gap: an empty or barely used lot
 * answers at once; a used-up lot is never walked (see `firstFreeIn`). CASE evaluates the walk
 * only when the first serial is taken. Null when the lot has no free serial.
 */
const lowestFreeSerial = sql<number | null>`case
  when not exists (
    select 1 from certificates first_taken
    where first_taken.serial = ${certificateLots.initialNumber}
  ) then ${certificateLots.initialNumber}
  else (
    select used.serial + 1 from certificates used
    where used.serial >= ${certificateLots.initialNumber}
      and used.serial < ${certificateLots.finalNumber}
      and not exists (select 1 from certificates after_used where after_used.serial = used.serial + 1)
    order by used.serial
    limit 1
  )
end`;

/** Free serials for road medicine's issue form (decision 0019), read through indexes only. */
export function createFreeSerials(db: Db) {
  return {
    /**
     * The lowest free serial of the first lot of `state` (lots in the order of their first
     * serial, by the (state, initial number) index) that has one; undefined when every lot of the
     * state is used up or the state has none. The lots are taken one by one and the search stops
     * at the first with a free serial; a lot whose count of used serials (certificate_lot_counts,
     * kept by a trigger) fills its range is skipped without reading its certificates.
     */
    async firstFreeIn(state: string): Promise<FreeSerial | undefined> {
      // The LIMIT keeps PostgreSQL from merging the subquery into the outer query, where it would
      // compute the free serial twice (in the filter and in the answer).
      const lots = db
        .select({
          lotId: certificateLots.id,
          numberTP: certificateLots.numberTP,
          initialNumber: certificateLots.initialNumber,
          serial: lowestFreeSerial.as('free_serial'),
        })
        .from(certificateLots)
        .leftJoin(certificateLotCounts, eq(certificateLotCounts.lotId, certificateLots.id))
        .where(
          and(
            eq(certificateLots.state, state),
            // Not used up: fewer certificates than serials.
            sql`coalesce(${certificateLotCounts.used}, 0) < ${certificateLots.finalNumber} - ${certificateLots.initialNumber} + 1`,
          ),
        )
        .orderBy(asc(certificateLots.initialNumber))
        .limit(LOTS_PER_STATE_CAP)
        .as('lots_of_state');
      const [row] = await db
        .select({ serial: lots.serial, lotId: lots.lotId, numberTP: lots.numberTP })
        .from(lots)
        .where(isNotNull(lots.serial))
        .orderBy(asc(lots.initialNumber))
        .limit(1);
      // bigint arithmetic: node-postgres answers it as a string.
      return row?.serial == null ? undefined : { ...row, serial: Number(row.serial) };
    },
  };
}
