import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The e-mail of the account in a `created_by` column, as one selected column. A sub-select with
 * its own aliases, so it needs no joins and never clashes with the tables the list already reads.
 * The column is written with its table: Drizzle leaves it bare in a one-table query, where it
 * would name the sub-select's own `accounts.created_by`.
 */
export function creatorEmailOf(createdBy: PgColumn): SQL<string | null> {
  const column = sql`${sql.identifier(getTableName(createdBy.table))}.${sql.identifier(createdBy.name)}`;
  return sql<string | null>`(select creator_user.email from accounts creator_account
    join users creator_user on creator_user.id = creator_account.user_id
    where creator_account.id = ${column})`;
}
