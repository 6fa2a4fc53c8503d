import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AuthRepo } from './repo';
import type { AuthContext, ClientInfo, SessionService } from './sessions';

/** Logout and "Cambiar Sesión": ending a session, or moving it to another account of the person. */
export function createAccountSwitcher(deps: {
  database: Database;
  repo: AuthRepo;
  sessions: SessionService;
  audit: AuditService;
  clock: () => Date;
}) {
  const { database, repo, sessions, audit, clock } = deps;
  return {
    async logout(context: AuthContext): Promise<void> {
      await repo.revokeSession(context.session.id);
    },

    /** A new session on another active account of the same user; the old one ends. */
    async switchTo(context: AuthContext, accountId: number, client: ClientInfo) {
      const accounts = await repo.accountsOfUser(context.user.id);
      const target = accounts.find((account) => account.id === accountId);
      if (target?.status !== 'active') {
        throw new AppError('FORBIDDEN', 'No puede cambiar a esa cuenta.');
      }
      return database.db.transaction(async (tx) => {
        await repo.revokeSession(context.session.id, tx);
        const opened = await sessions.open(target, client, tx);
        const next = { session: opened.session, account: target, user: context.user };
        // Identity was proven by this session's code; only the other module's terms may remain.
        if ((await sessions.stepOf(next, tx)) !== 'terms') {
          const now = clock();
          await repo.updateSession(opened.session.id, { verifiedAt: now }, tx);
          next.session = { ...opened.session, verifiedAt: now };
        }
        await audit.record(tx, {
          action: 'account_switched',
          entity: 'session',
          entityId: opened.session.id,
          accountId: target.id,
          userId: context.user.id,
          ip: client.ip,
          changes: { from: context.account.id },
        });
        return { token: opened.token, context: next };
      });
    },
  };
}
export type AccountSwitcher = ReturnType<typeof createAccountSwitcher>;
