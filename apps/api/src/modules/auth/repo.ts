import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { accounts, sessions, terms, termsAcceptances, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TermsGroup = (typeof terms.$inferSelect)['module'];
/** What "Cambiar Sesión" needs of each account of the person. */
export type AccountSummaryRow = Pick<AccountRow, 'id' | 'module' | 'role' | 'state' | 'status'>;

/** Queries of users, accounts, sessions and terms; codes and resets live in codes-repo.ts. */
export function createAuthRepo(db: Db) {
  /**
   * The hot path of every signed-in request: the session of a token with its account, user and
   * the person's other accounts, in one prepared round trip.
   */
  const sessionByHash = withRowPlan(
    db
      .select({
        session: sessions,
        account: accounts,
        user: users,
        accounts: sql<AccountSummaryRow[]>`(
        select coalesce(json_agg(json_build_object('id', a.id, 'module', a.module, 'role', a.role,
          'state', a.state, 'status', a.status) order by a.id), '[]'::json)
        from accounts a where a.user_id = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare('session_by_token_hash'),
  );

  return {
    findUserByEmail: async (email: string, tx: Db = db) =>
      (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0],
    findUserById: async (id: number, tx: Db = db) =>
      (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0],
    accountsOfUser: (userId: number, tx: Db = db) =>
      tx.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(accounts.id),
    updateUser: (id: number, changes: Partial<typeof users.$inferInsert>, tx: Db = db) =>
      tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id)),
    /**
     * Counts a failed login atomically in the current run of failures (one that ended before
     * `runSince` starts over at 1) and returns the run's count.
     */
    countFailedLogin: async (id: number, now: Date, runSince: Date, tx: Db = db) => {
      const since = runSince.toISOString();
      const [row] = await tx
        .update(users)
        .set({
          failedLogins: sql`case when ${users.lastFailedLoginAt} > ${since}::timestamptz
            then ${users.failedLogins} + 1 else 1 end`,
          lastFailedLoginAt: now,
        })
        .where(eq(users.id, id))
        .returning({ failedLogins: users.failedLogins });
      return row?.failedLogins ?? 0;
    },

    insertSession: async (values: typeof sessions.$inferInsert, tx: Db = db) => {
      const [row] = await tx.insert(sessions).values(values).returning();
      if (!row) throw new Error('session not inserted');
      return row;
    },
    findSessionByHash: async (tokenHash: string) => (await sessionByHash.execute({ tokenHash }))[0],
    updateSession: (id: number, changes: Partial<typeof sessions.$inferInsert>, tx: Db = db) =>
      tx.update(sessions).set(changes).where(eq(sessions.id, id)),
    revokeSession: (id: number, tx: Db = db) =>
      tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id)),
    /** Ends every live session of a user, optionally keeping one (the one changing the password). */
    revokeUserSessions: (userId: number, keepSessionId: number | undefined, tx: Db = db) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(sessions.revokedAt),
            sql`${sessions.accountId} in (select id from accounts where user_id = ${userId})`,
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        ),
    revokeAccountSessions: (accountId: number, tx: Db = db) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt))),

    currentTerms: async (group: TermsGroup, tx: Db = db) =>
      (
        await tx
          .select()
          .from(terms)
          .where(eq(terms.module, group))
          .orderBy(desc(terms.version))
          .limit(1)
      )[0],
    hasAccepted: async (userId: number, termsId: number, tx: Db = db) =>
      (
        await tx
          .select({ userId: termsAcceptances.userId })
          .from(termsAcceptances)
          .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsId, termsId)))
          .limit(1)
      ).length > 0,
    acceptTerms: (userId: number, termsId: number, ip: string, tx: Db = db) =>
      tx.insert(termsAcceptances).values({ userId, termsId, ip }).onConflictDoNothing(),
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
