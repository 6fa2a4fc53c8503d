import type { Module } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema/index';

export type StateHead = { names: string; lastNames: string; dni: string; state: string };

/** For other modules' reports: the active President of a module in one state, if any. */
export function createHeads(db: Db) {
  return {
    async presidentOf(module: Module, state: string): Promise<StateHead | null> {
      const [row] = await db
        .select({ names: users.names, lastNames: users.lastNames, dni: users.dni })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(
          and(
            eq(accounts.module, module),
            eq(accounts.role, 'President'),
            eq(accounts.state, state),
            eq(accounts.status, 'active'),
          ),
        )
        .limit(1);
      return row ? { ...row, state } : null;
    },
  };
}
export type Heads = ReturnType<typeof createHeads>;
