import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema/index';

/** What the signed-in person may change of their own user row. */
export type OwnChanges = { phone1: string; phone2: string | null } | { image: string };

/** Queries of the person's own data: the lookup by e-mail and their phones and photo. */
export function createProfileRepo(db: Db) {
  return {
    /** A user's name and the modules of their accounts (none when the e-mail is unknown). */
    async modulesOfEmail(email: string) {
      const rows = await db
        .select({ email: users.email, names: users.names, module: accounts.module })
        .from(users)
        .innerJoin(accounts, eq(accounts.userId, users.id))
        .where(eq(users.email, email));
      const [first] = rows;
      if (!first) return undefined;
      return { email: first.email, names: first.names, modules: rows.map((row) => row.module) };
    },

    updateOwn: (userId: number, changes: OwnChanges, tx: Db = db) =>
      tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId)),
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
