// Bulk loads build the secondary indexes once, after the rows (bench/seed/certificates.mjs).

/**
 * Drops the certificates' indexes that check nothing (unique ones stay, `on conflict` needs the
 * serial's) and answers the statements that build them again. Seeding more rows than the table
 * holds, one sorted build per index is cheaper than updating twenty indexes row by row (a trigram
 * GIN among them), as a restore does. The table stays locked until the seed commits.
 */
export async function dropSecondaryIndexes(db) {
  const { rows } = await db.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = 'certificates'::regclass and not i.indisunique
     order by 1`,
  );
  await db.query(`set local maintenance_work_mem = '256MB'`);
  for (const { name } of rows) await db.query(`drop index ${name}`);
  return rows.map((row) => row.definition);
}
