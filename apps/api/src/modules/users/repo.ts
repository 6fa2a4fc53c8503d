import type { Module } from '@aptovial/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorEmailOf } from '../../db/creator';
import { accounts, users } from '../../db/schema/index';
import { createListStatements } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';
import { type ListFilters, orderColumnsOf, type UserOrder, whereOf } from './filters';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The columns of a listed account: the account, its person and its creator's e-mail. */
const listColumns = {
  account: accounts,
  user: users,
  createdByEmail: creatorEmailOf(accounts.createdBy),
};
export type ListedRow = {
  account: AccountRow;
  user: UserRow;
  createdByEmail: string | null;
};

/** Queries of `users` and `accounts` for the people-management screens. */
export function createUsersRepo(db: Db) {
  const run = createListStatements();
  const listed = (tx: Db) =>
    tx.select(listColumns).from(accounts).innerJoin(users, eq(users.id, accounts.userId));

  return {
    /** One page of accounts and the total matching the filters (two indexed queries). */
    page: (filters: ListFilters, order: UserOrder, limit: number, offset: number) =>
      pageWithTotal(db, run, {
        name: 'users',
        rows: () => listed(db).$dynamic(),
        // The filters read the person's columns too.
        counted: () =>
          db
            .select({ total: count() })
            .from(accounts)
            .innerJoin(users, eq(users.id, accounts.userId))
            .$dynamic(),
        where: whereOf(filters),
        order: { ...order, columns: orderColumnsOf(order.column) },
        page: { limit, offset },
      }),

    /** Every matching account, newest first, up to `cap`. */
    all: (filters: ListFilters, cap: number) =>
      listed(db)
        .where(whereOf(filters))
        .orderBy(desc(accounts.createdAt), desc(accounts.id))
        .limit(cap),

    /** One account with its person, when it exists within `modules`. */
    async findListed(id: number, modules: readonly Module[], tx: Db = db) {
      const [row] = await listed(tx)
        .where(and(eq(accounts.id, id), inArray(accounts.module, [...modules])))
        .limit(1);
      return row;
    },

    /** The account of `module` bound to a college number, with its person (road medicine). */
    async findAccountOfNumber(module: Module, schoolNumberId: number, tx: Db = db) {
      const [row] = await listed(tx)
        .where(and(eq(accounts.module, module), eq(accounts.schoolNumberId, schoolNumberId)))
        .orderBy(desc(accounts.id))
        .limit(1);
      return row;
    },

    findUserByEmail: async (email: string, tx: Db = db) =>
      (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0],
    accountsOfUser: (userId: number, tx: Db = db) =>
      tx.select().from(accounts).where(eq(accounts.userId, userId)),

    async insertUser(values: typeof users.$inferInsert, tx: Db) {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('user not inserted');
      return row;
    },
    async insertAccount(values: typeof accounts.$inferInsert, tx: Db) {
      const [row] = await tx.insert(accounts).values(values).returning();
      if (!row) throw new Error('account not inserted');
      return row;
    },
    updateUser: (id: number, changes: Partial<typeof users.$inferInsert>, tx: Db) =>
      tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id)),
    updateAccount: (id: number, changes: Partial<typeof accounts.$inferInsert>, tx: Db) =>
      tx
        .update(accounts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(accounts.id, id)),
    deleteAccount: (id: number, tx: Db) => tx.delete(accounts).where(eq(accounts.id, id)),
    /** Removes the person once no account is left; answers whether it did. */
    async deleteUserWithoutAccounts(userId: number, tx: Db): Promise<boolean> {
      const noAccount: SQL = sql`not exists (select 1 from accounts where user_id = ${userId})`;
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.id, userId), noAccount))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
