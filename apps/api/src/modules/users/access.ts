import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import { withUniqueRules } from './constraints';
import { type Manager, toRole } from './policy';
import type { UsersRepo } from './repo';
import { assertManageable, manageableTarget, visibleTarget } from './targets';

type Deps = {
  database: Database;
  repo: UsersRepo;
  audit: AuditService;
  /** The auth module's session service: it owns the sessions table. */
  revokeAccountSessions: (accountId: number, tx: Database['db']) => Promise<void>;
};

/**
 * Turning access on and off, and deleting accounts (docs/product/entities.md, rules.md and
 * errors.md).
 */
export function createAccessService({ database, repo, audit, revokeAccountSessions }: Deps) {
  return {
    /** Flips active/inactive; deactivating ends the account's sessions in the same transaction. */
    async toggle(manager: Manager, id: number, ip: string) {
      const { account } = await manageableTarget(repo, manager, id);
      const status: typeof account.status = account.status === 'active' ? 'inactive' : 'active';
      await withUniqueRules(toRole(account.role), () =>
        database.db.transaction(async (tx) => {
          await repo.updateAccount(account.id, { status }, tx);
          if (status === 'inactive') await revokeAccountSessions(account.id, tx);
          await audit.record(tx, {
            action: 'account_access_changed',
            entity: 'account',
            entityId: account.id,
            accountId: manager.account.id,
            userId: manager.userId,
            ip,
            changes: { status: { before: account.status, after: status } },
          });
        }),
      );
      return { id: account.id, status };
    },

    /** Deletes the account (and the person when it was their last) if the dni matches. */
    async remove(manager: Manager, input: { id: number; dni: string }, ip: string) {
      const target = await visibleTarget(repo, manager, input.id);
      if (target.user.dni !== input.dni) throw new AppError('USER_DNI_NOT_MATCH');
      assertManageable(manager, target);
      const { account, user } = target;
      await database.db.transaction(async (tx) => {
        await revokeAccountSessions(account.id, tx);
        await repo.deleteAccount(account.id, tx);
        const userDeleted = await repo.deleteUserWithoutAccounts(user.id, tx);
        await audit.record(tx, {
          action: 'account_deleted',
          entity: 'account',
          entityId: account.id,
          accountId: manager.account.id,
          userId: manager.userId,
          ip,
          changes: {
            email: { before: user.email, after: null },
            dni: { before: user.dni, after: null },
            module: { before: account.module, after: null },
            role: { before: account.role, after: null },
            state: { before: account.state, after: null },
            ...(userDeleted ? { user: { before: user.id, after: null } } : {}),
          },
        });
      });
    },
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
