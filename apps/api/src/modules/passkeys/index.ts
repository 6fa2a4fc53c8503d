import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SecondStep } from '../auth/second-step';
import type { SessionUsers } from '../auth/session-user';
import type { SessionService } from '../auth/sessions';
import { createCeremonies } from './ceremony';
import { createSecondStep } from './policy';
import { createPasskeysRepo } from './repo';
import { passkeyRoutes } from './routes';
import { createPasskeyService } from './service';
import { createPasskeySignIn } from './sign-in';

type Deps = {
  config: Config;
  database: Database;
  audit: AuditService;
  mail: Mailer;
  clock: () => Date;
};

/**
 * Passkeys (decision 0034). Built before the auth module, which takes `secondStep`
 * (when the e-mailed code may finish a sign-in, what a password reset removes); the routes are
 * mounted after it, with its sessions.
 */
export function createPasskeysModule(deps: Deps) {
  const { config, database, audit, mail, clock } = deps;
  const repo = createPasskeysRepo(database.db);
  const ceremonies = createCeremonies({ webauthn: config.webauthn, repo, clock });
  const passkeys = createPasskeyService({ database, repo, ceremonies, audit, mail, clock });
  const secondStep: SecondStep = createSecondStep({ repo, audit, mail, clock });

  return {
    secondStep,
    async registerRoutes(
      app: FastifyInstance,
      auth: { sessions: SessionService; sessionUsers: SessionUsers },
    ): Promise<void> {
      const signIn = createPasskeySignIn({
        database,
        repo,
        ceremonies,
        audit,
        ...auth,
        refuse: passkeys.refuse,
        clock,
      });
      await app.register(passkeyRoutes, { config, sessions: auth.sessions, passkeys, signIn });
    },
  };
}
