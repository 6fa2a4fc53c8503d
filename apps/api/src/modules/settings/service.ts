import { PRE_REGISTER_SETTING, type Setting } from '@aptovial/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import type { SettingRow, SettingsRepo } from './repo';

type Deps = { database: Database; repo: SettingsRepo; audit: AuditService; clock: () => Date };

const toSetting = (row: SettingRow): Setting => ({
  id: row.id,
  key: row.key,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

const actorOf = ({ account, user }: AuthContext, ip: string) => ({
  accountId: account.id,
  userId: user.id,
  ip,
});

/** The product switches (docs/product/entities.md, Setting); every change audited with it. */
export function createSettingsService({ database, repo, audit, clock }: Deps) {
  return {
    /** The switches, the pre-registration switch first. */
    list: async (): Promise<Setting[]> => (await repo.list()).map(toSetting),

    /** Whether the public may send requests now; no switch yet reads as closed. */
    async isPreRegisterOpen(): Promise<boolean> {
      return (await repo.byKey(PRE_REGISTER_SETTING))?.enabled ?? false;
    },

    /** Creates the pre-registration switch (off) when missing; otherwise answers the one kept. */
    async ensurePreRegisterSwitch(admin: AuthContext, ip: string): Promise<Setting> {
      const row = await database.db.transaction(async (tx) => {
        const created = await repo.insertIfMissing(PRE_REGISTER_SETTING, tx);
        if (!created) return repo.byKey(PRE_REGISTER_SETTING, tx);
        await audit.record(tx, {
          action: 'setting_created',
          entity: 'setting',
          entityId: created.id,
          ...actorOf(admin, ip),
          changes: changedFields({}, { key: created.key, enabled: created.enabled }),
        });
        return created;
      });
      if (!row) throw new Error('pre-registration switch vanished');
      return toSetting(row);
    },

    /** Opens or closes the requests; a change is audited from what to what (none: no write). */
    async setPreRegister(
      admin: AuthContext,
      id: number,
      enabled: boolean,
      ip: string,
    ): Promise<Setting> {
      const row = await database.db.transaction(async (tx) => {
        const stored = await repo.lock(id, tx);
        if (!stored || stored.key !== PRE_REGISTER_SETTING) {
          throw new AppError('NOT_FOUND', 'El interruptor de solicitudes no existe.');
        }
        if (stored.enabled === enabled) return stored;
        const updated = await repo.setEnabled(id, enabled, clock(), tx);
        await audit.record(tx, {
          action: 'setting_updated',
          entity: 'setting',
          entityId: id,
          ...actorOf(admin, ip),
          changes: changedFields({ enabled: stored.enabled }, { enabled }),
        });
        return updated;
      });
      return toSetting(row);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
