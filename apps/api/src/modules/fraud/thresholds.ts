import {
  type FraudThreshold,
  type FraudThresholdKey,
  type FraudThresholdValues,
  fraudThresholdKeys,
  fraudThresholdSpecs,
  type UpdateFraudThresholdsInput,
} from '@aptovial/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { fraudThresholds } from '../../db/schema/index';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';

/**
 * The day of the last detection run (days since 1970-01-01, Caracas), kept in the thresholds'
 * table so a run knows where to start without a table of its own (decision 0035). Never listed.
 */
export const LAST_RUN_KEY = 'run.lastDay';

type Deps = { database: Database; audit: AuditService; clock: () => Date };

/** The stored values over the defaults: a missing row is its default. */
export async function readThresholdValues(tx: Db): Promise<FraudThresholdValues> {
  const rows = await tx
    .select({ key: fraudThresholds.key, value: fraudThresholds.value })
    .from(fraudThresholds)
    .where(inArray(fraudThresholds.key, fraudThresholdKeys));
  const values = Object.fromEntries(
    fraudThresholdKeys.map((key) => [key, fraudThresholdSpecs[key].default]),
  ) as FraudThresholdValues;
  for (const row of rows) values[row.key as FraudThresholdKey] = row.value;
  return values;
}

export async function readLastRunDay(tx: Db): Promise<number | undefined> {
  const [row] = await tx
    .select({ value: fraudThresholds.value })
    .from(fraudThresholds)
    .where(eq(fraudThresholds.key, LAST_RUN_KEY));
  return row?.value;
}

export async function writeLastRunDay(tx: Db, day: number, at: Date): Promise<void> {
  await tx
    .insert(fraudThresholds)
    .values({ key: LAST_RUN_KEY, value: day, updatedAt: at })
    .onConflictDoUpdate({ target: fraudThresholds.key, set: { value: day, updatedAt: at } });
}

/** The Admins' settings form: every threshold with its default, limits and last change. */
export function createThresholds({ database, audit, clock }: Deps) {
  async function list(tx: Db = database.db): Promise<FraudThreshold[]> {
    const rows = await tx
      .select()
      .from(fraudThresholds)
      .where(inArray(fraudThresholds.key, fraudThresholdKeys));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return fraudThresholdKeys.map((key) => {
      const spec = fraudThresholdSpecs[key];
      const row = byKey.get(key);
      return {
        key,
        value: row?.value ?? spec.default,
        default: spec.default,
        min: spec.min,
        max: spec.max,
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    });
  }

  return {
    list: () => list(),

    /** Sets the given thresholds (validated by the schema), audited from what to what. */
    async update(
      admin: AuthContext,
      input: UpdateFraudThresholdsInput,
      ip: string,
    ): Promise<FraudThreshold[]> {
      return database.db.transaction(async (tx) => {
        const before = await readThresholdValues(tx);
        const at = clock();
        const entries = Object.entries(input) as [FraudThresholdKey, number][];
        for (const [key, value] of entries) {
          await tx
            .insert(fraudThresholds)
            .values({ key, value, updatedBy: admin.account.id, updatedAt: at })
            .onConflictDoUpdate({
              target: fraudThresholds.key,
              set: { value, updatedBy: admin.account.id, updatedAt: sql`excluded.updated_at` },
            });
        }
        await audit.record(tx, {
          action: 'fraud_thresholds_updated',
          entity: 'fraud_threshold',
          accountId: admin.account.id,
          userId: admin.user.id,
          ip,
          changes: Object.fromEntries(
            entries.map(([key, value]) => [key, { from: before[key], to: value }]),
          ),
        });
        return list(tx);
      });
    },
  };
}
export type Thresholds = ReturnType<typeof createThresholds>;
