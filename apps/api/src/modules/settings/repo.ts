import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PRE_REGISTER_SETTING_KEY, settings } from '../../db/schema/index';

export type SettingRow = typeof settings.$inferSelect;

/** Queries of `settings`: the product switches, the pre-registration switch first. */
export function createSettingsRepo(db: Db) {
  return {
    list: (tx: Db = db) =>
      tx
        .select()
        .from(settings)
        .orderBy(sql`${settings.key} = ${PRE_REGISTER_SETTING_KEY} desc`, asc(settings.id)),

    async byKey(key: string, tx: Db = db): Promise<SettingRow | undefined> {
      const [row] = await tx.select().from(settings).where(eq(settings.key, key));
      return row;
    },

    /** The new switch (off), or undefined when it already exists (another caller made it). */
    async insertIfMissing(key: string, tx: Db): Promise<SettingRow | undefined> {
      const [row] = await tx
        .insert(settings)
        .values({ key })
        .onConflictDoNothing({ target: settings.key })
        .returning();
      return row;
    },

    /** The row, locked until `tx` ends: two Admins switching at once are applied one by one. */
    async lock(id: number, tx: Db): Promise<SettingRow | undefined> {
      const [row] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
      return row;
    },

    async setEnabled(id: number, enabled: boolean, at: Date, tx: Db): Promise<SettingRow> {
      const [row] = await tx
        .update(settings)
        .set({ enabled, updatedAt: at })
        .where(eq(settings.id, id))
        .returning();
      if (!row) throw new Error(`setting ${id} vanished`);
      return row;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
