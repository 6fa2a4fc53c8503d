import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { certificates } from '../../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { whereOf } from './filters';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The plan PostgreSQL would pick for the ids of a names search if the table were big. */
async function planOf(text: string): Promise<string> {
  const { db } = database;
  return db.transaction(async (tx) => {
    // An empty table is cheapest to read whole; forbidding that shows whether an index serves.
    await tx.execute(sql`set local enable_seqscan = off`);
    // Nor may it walk all of certificates_state_created_idx, which holds the folded names
    // (INCLUDE, migration 0033): on an empty table that looks cheapest too, at 1M rows it never is.
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    const ids = tx.select({ id: certificates.id }).from(certificates).where(whereOf(tx, { text }));
    const result = (await tx.execute(sql`explain ${ids}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describe("paramCert's names search", () => {
  it('reads the trigram index of the folded names, not the whole table', async () => {
    const plan = await planOf('Zérp');
    expect(plan).toContain('certificates_holder_search_trgm_idx');
    expect(plan).toContain("'%zerp%'");
    expect(plan).not.toContain('Seq Scan');
  });
});
