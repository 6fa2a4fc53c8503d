import type { SessionStep } from '@aptovial/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { CodesRepo } from './codes-repo';
import type { AccountRow, AccountSummaryRow, AuthRepo, SessionRow, UserRow } from './repo';
import { hashToken, newToken } from './secrets';
import { termsGroupOf } from './session-user';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeen and the idle clock move at most once a minute: a check is a read, not a write. */
const TOUCH_EVERY_MS = 60_000;

export type AuthContext = {
  session: SessionRow;
  account: AccountRow;
  user: UserRow;
  /** All accounts of the person, when the lookup already brought them. */
  accounts?: AccountSummaryRow[];
};
export type ClientInfo = { ip: string; userAgent: string | undefined };

export function createSessionService(deps: {
  repo: AuthRepo;
  codes: Pick<CodesRepo, 'voidAllOf'>;
  clock: () => Date;
}) {
  const { repo, codes, clock } = deps;
  return {
    async open(account: AccountRow, client: ClientInfo, tx?: Db) {
      const token = newToken();
      const now = clock();
      const session = await repo.insertSession(
        {
          tokenHash: hashToken(token),
          accountId: account.id,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300),
        },
        tx,
      );
      return { token, session };
    },

    /** The live session of a bearer token; refuses revoked, idle, expired or deactivated ones. */
    async authenticate(token: string): Promise<AuthContext> {
      const found = await repo.findSessionByHash(hashToken(token));
      if (!found) throw new AppError('UNAUTHORIZED', 'Sesión inválida. Inicie sesión de nuevo.');
      const now = clock();
      const { session, account } = found;
      const idle = now.getTime() - session.lastUsedAt.getTime() > SESSION_IDLE_MS;
      if (idle || now >= session.expiresAt || account.status !== 'active') {
        await repo.revokeSession(session.id);
        throw new AppError('SESSION_EXPIRED');
      }
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await repo.updateSession(session.id, { lastUsedAt: now });
        await repo.updateUser(found.user.id, { lastSeen: now });
      }
      return found;
    },

    /** Ends every live session of one account at once (access revoked, account deleted). */
    async revokeAccountSessions(accountId: number, tx?: Db): Promise<void> {
      await repo.revokeAccountSessions(accountId, tx);
    },

    /**
     * Ends every session of a person, and every code and reset proof mailed to them, whose
     * e-mail an Admin changed (decision 0050): what the old mailbox received opens nothing.
     */
    async endEverySignIn(userId: number, tx: Db): Promise<void> {
      await repo.revokeUserSessions(userId, undefined, tx);
      await codes.voidAllOf(userId, clock(), tx);
    },

    /** What the session still has to do before it may use the application. */
    async stepOf({ session, account, user }: AuthContext, tx?: Db): Promise<SessionStep> {
      if (session.verifiedAt) return 'ready';
      const terms = await repo.currentTerms(termsGroupOf(account.module), tx);
      const accepted = terms ? await repo.hasAccepted(user.id, terms.id, tx) : true;
      return accepted ? 'otp' : 'terms';
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
