import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/index';

export type StoredRate = typeof exchangeRates.$inferSelect;
export type NewRate = { rate: string; rateDate: string; source: string; fetchedAt: Date };

/** Queries of `exchange_rates`: the official rates read, one row per service and value date. */
export function createRatesRepo(db: Db) {
  return {
    /** Keeps a good rate: a new value date adds a row, the same one is refreshed in place. */
    async save(rate: NewRate): Promise<StoredRate> {
      const [row] = await db
        .insert(exchangeRates)
        .values(rate)
        .onConflictDoUpdate({
          target: [exchangeRates.source, exchangeRates.rateDate],
          set: { rate: sql`excluded.rate`, fetchedAt: sql`excluded.fetched_at` },
        })
        .returning();
      if (!row) throw new Error('rate not stored');
      return row;
    },

    /** The last good rate: the newest value date, the latest read of it. */
    async latest(): Promise<StoredRate | undefined> {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .orderBy(desc(exchangeRates.rateDate), desc(exchangeRates.fetchedAt))
        .limit(1);
      return row;
    },
  };
}
export type RatesRepo = ReturnType<typeof createRatesRepo>;
