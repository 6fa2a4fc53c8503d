import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { OtpService } from './codes';
import type { AuthRepo } from './repo';
import type { SecondStepStart } from './second-step';
import type { LoginEligibility } from './service';
import type { AuthContext, ClientInfo, SessionService } from './sessions';

/** Logout and "Cambiar Sesión": ending a session, or moving it to another account of the person. */
export function createAccountSwitcher(deps: {
  database: Database;
  repo: AuthRepo;
  sessions: SessionService;
  audit: AuditService;
  /** The sign-in's own second step (decision 0050): the code, or the passkey where required. */
  startSecondStep: SecondStepStart;
  otp: Pick<OtpService, 'flush'>;
  /** The target's own sign-in rule, as at login (a lapsed road-medicine credential). */
  eligibility?: LoginEligibility;
}) {
  const { database, repo, sessions, audit, startSecondStep, otp } = deps;
  return {
    async logout(context: AuthContext): Promise<void> {
      await repo.revokeSession(context.session.id);
    },

    /**
     * A new session on another active account of the same user; the old one ends. The new one
     * starts where a sign-in stands after the password: the target module's terms if owed, then
     * its second step (decision 0050), so a module's passkey requirement is not stepped around.
     */
    async switchTo(context: AuthContext, accountId: number, client: ClientInfo) {
      const accounts = await repo.accountsOfUser(context.user.id);
      const target = accounts.find((account) => account.id === accountId);
      if (target?.status !== 'active') {
        throw new AppError('FORBIDDEN', 'No puede cambiar a esa cuenta.');
      }
      await deps.eligibility?.(target);
      const switched = await database.db.transaction(async (tx) => {
        await repo.revokeSession(context.session.id, tx);
        const opened = await sessions.open(target, client, tx);
        const next = { session: opened.session, account: target, user: context.user };
        await startSecondStep(next, tx);
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
      otp.flush();
      return switched;
    },
  };
}
export type AccountSwitcher = ReturnType<typeof createAccountSwitcher>;
