import type { PasskeySignInStatus } from '@aptovial/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { SessionUsers } from '../auth/session-user';
import type { AuthContext, SessionService } from '../auth/sessions';
import { type Ceremonies, Refusal } from './ceremony';
import { requiredFor } from './policy';
import type { PasskeysRepo } from './repo';
import type { PasskeyService } from './service';

type Deps = {
  database: Database;
  repo: PasskeysRepo;
  ceremonies: Ceremonies;
  audit: AuditService;
  sessions: SessionService;
  sessionUsers: SessionUsers;
  refuse: PasskeyService['refuse'];
  clock: () => Date;
};

/**
 * The sign-in's second step by passkey: the same half-signed-in session that entered the
 * password (terms accepted) becomes ready, exactly as the e-mailed code would make it.
 */
export function createPasskeySignIn(deps: Deps) {
  const { database, repo, ceremonies, audit, sessions, sessionUsers, refuse, clock } = deps;

  /** Only a session past its terms and still without its second step may use one. */
  async function assertAtSecondStep(context: AuthContext) {
    if ((await sessions.stepOf(context)) !== 'otp') throw new AppError('SESSION_INCOMPLETE');
  }

  return {
    async status({ user, account }: AuthContext): Promise<PasskeySignInStatus> {
      const registered = await repo.hasAny(user.id);
      const required = await requiredFor(repo, account);
      return { registered, required, codeAllowed: !(required && registered) };
    },

    async options(context: AuthContext) {
      // Asking is harmless at any step: only `finish` needs the terms accepted.
      return database.db.transaction(async (tx) => {
        const keys = await repo.listOf(context.user.id, tx);
        if (keys.length === 0) {
          throw new AppError('NOT_FOUND', 'No tiene llaves de acceso: use el código por correo.');
        }
        return ceremonies.authenticationOptions(context, keys, tx);
      });
    },

    async finish(
      context: AuthContext,
      token: string,
      response: AuthenticationResponseJSON,
      ip: string,
    ) {
      // As the e-mailed code: a session already signed in is answered as it is.
      if (context.session.verifiedAt)
        return { token, step: 'ready' as const, user: await sessionUsers.of(context) };
      await assertAtSecondStep(context);
      const keys = await repo.listOf(context.user.id);
      const key = keys.find((row) => row.credentialId === response.id);
      const counter = await ceremonies
        .verifyAssertion(context, response, key)
        .catch(async (error: unknown) => {
          if (error instanceof Refusal) throw await refuse(context, 'login', error.message, ip);
          throw error;
        });
      if (!key) throw await refuse(context, 'login', 'credential vanished', ip);
      const now = clock();
      const outcome = await database.db.transaction(async (tx) => {
        // A clone of the key, or the same assertion racing itself, loses here.
        if (!(await repo.advance(key, counter, now, tx))) return 'counter';
        if (!(await repo.verifySession(context.session.id, now, tx))) return 'session';
        await repo.touchUser(context.user.id, now, tx);
        await audit.record(tx, {
          action: 'passkey_sign_in',
          entity: 'session',
          entityId: context.session.id,
          accountId: context.account.id,
          userId: context.user.id,
          ip,
          changes: { passkey: key.id },
        });
        return {
          token,
          step: 'ready' as const,
          user: await sessionUsers.of(context, tx),
        };
      });
      if (outcome === 'counter')
        throw await refuse(context, 'login', 'counter did not advance', ip);
      if (outcome === 'session') throw new AppError('SESSION_INCOMPLETE');
      return outcome;
    },
  };
}
export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
