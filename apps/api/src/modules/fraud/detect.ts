import { type FraudRunSummary, fraudKinds } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { MailService } from '../mail/service';
import { storeKind } from './kinds';
import { notifyWatchers } from './notify';
import { readLastRunDay, readThresholdValues, writeLastRunDay } from './thresholds';
import type { DetectionWindow } from './window';

type Deps = {
  database: Database;
  mail: Pick<MailService, 'enqueueMany' | 'kick'>;
  publicUrl: string;
  clock: () => Date;
};

/** Any fixed number: every API process takes the same lock, so one run at a time in all. */
const RUN_LOCK_ID = 720_035;
const DAY_MS = 86_400_000;
const CARACAS_MS = -4 * 3_600_000;
/** A run looks back this far before the last one: disabled certificates and late findings. */
const LOOK_BACK_DAYS = 31;

/** The Caracas day number (days since 1970-01-01) of an instant. */
const caracasDay = (at: Date) => Math.floor((at.getTime() + CARACAS_MS) / DAY_MS);

/**
 * Where a run starts: the first instant of the Caracas month holding `day` (the monthly signals
 * need whole months), as an ISO instant.
 */
export function monthStartOf(day: number): string {
  const date = new Date(day * DAY_MS);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - CARACAS_MS;
  return new Date(first).toISOString();
}

/**
 * The detection run (decision 0035): every kind's SQL over the certificates created since the
 * start of the month of (last run − 31 days), or of `sinceDay` when the Admin asks. One
 * transaction under a transaction-level advisory lock: a second process (or an Admin's
 * recalculation meanwhile) finds it taken and does nothing instead of waiting or doubling.
 */
export function createDetection({ database, mail, publicUrl, clock }: Deps) {
  async function run(sinceDay?: string): Promise<FraudRunSummary> {
    const now = clock();
    const summary = await database.db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RUN_LOCK_ID}::bigint) as ok`,
      )) as unknown as { rows: { ok: boolean }[] };
      const lastDay = sinceDay ? undefined : await readLastRunDay(tx);
      const fromDay = sinceDay
        ? Math.floor(Date.parse(`${sinceDay}T00:00:00Z`) / DAY_MS)
        : (lastDay ?? caracasDay(now)) - LOOK_BACK_DAYS;
      const since = monthStartOf(Math.min(fromDay, caracasDay(now) - LOOK_BACK_DAYS));
      const empty = { since, found: 0, inserted: 0, removed: 0, notified: 0 };
      if (!locked.rows[0]?.ok) return { ran: false, ...empty, inserted: [] as number[] };
      const w: DetectionWindow = {
        since,
        now: now.toISOString(),
        t: await readThresholdValues(tx),
      };
      const inserted: number[] = [];
      let found = 0;
      let removed = 0;
      for (const kind of fraudKinds) {
        const outcome = await storeKind(tx, kind, w);
        found += outcome.found.length;
        removed += outcome.removed;
        inserted.push(...outcome.inserted);
      }
      const notified = await notifyWatchers(tx, { mail, publicUrl, ids: inserted, at: now });
      await writeLastRunDay(tx, caracasDay(now), now);
      return { ran: true, since, found, inserted, removed, notified };
    });
    if (summary.notified > 0) mail.kick();
    return { ...summary, inserted: summary.inserted.length };
  }

  return {
    /** The job's run: from the last run's month, less 31 days. */
    run: () => run(),

    /** The Admin's "recalcular": from `since` (a day within the last year) or as the job. */
    async recalculate(since?: string): Promise<FraudRunSummary> {
      if (since !== undefined) {
        const day = Math.floor(Date.parse(`${since}T00:00:00Z`) / DAY_MS);
        const today = caracasDay(clock());
        if (day > today || day < today - 366) {
          throw new AppError('VALIDATION_ERROR', undefined, [
            { field: 'since', message: 'Use una fecha del último año, no posterior a hoy' },
          ]);
        }
      }
      return run(since);
    },
  };
}
export type Detection = ReturnType<typeof createDetection>;
