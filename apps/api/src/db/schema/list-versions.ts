import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many writing statements each list table has seen, raised by a statement trigger on it
 * (migration 0036) in the shard of the writer's connection, so concurrent writers never wait on
 * one row: a list's version is the sum of its shards, and the rank anchors a process keeps of that
 * list's orders are good while that sum has not moved (decision 0047).
 */
export const listVersions = pgTable(
  'list_versions',
  {
    list: text('list').notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.shard] })],
);
