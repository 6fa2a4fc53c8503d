import type { Module } from '@aptovial/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/index';

/** Any fixed number apart from the migrations' (720051) and the demo seed's (720052). */
const FIRST_ADMIN_LOCK_ID = 720_053;

/** Queries of the console's Admin creation (decision 0075). */
export const firstAdminRepo = {
  /**
   * Two consoles creating a module's Admin at once take turns until the transaction ends, so the
   * second sees the first one's Admin and is refused like any second one.
   */
  lock: (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`),

  /** The module's Admin accounts, active or not: replacing one is a second Admin, asked for. */
  async adminsOf(module: Module, tx: Db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(accounts)
      .where(and(eq(accounts.module, module), eq(accounts.role, 'Admin')));
    return row?.total ?? 0;
  },
};
