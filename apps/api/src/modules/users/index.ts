import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/sessions';
import type { ReferenceService } from '../reference/service';
import { createAccessService } from './access';
import { createUsersDirectory } from './directory';
import { createHeads } from './heads';
import { createLogins } from './logins';
import { createUsersRepo } from './repo';
import { usersRoutes } from './routes';
import { createUsersService } from './service';

type Deps = {
  database: Database;
  sessions: SessionService;
  passwords: PasswordHasher;
  audit: AuditService;
  mail: Mailer;
  reference: ReferenceService;
  publicUrl: string;
};

/** People management: system users and their access, for the college and INTT. */
export function createUsersModule(deps: Deps) {
  const { database, sessions, reference } = deps;
  const repo = createUsersRepo(database.db);
  const stateCodes = async () => (await reference.snapshot()).data.states.map((state) => state.as);
  const users = createUsersService({ ...deps, repo, stateCodes });
  const access = createAccessService({
    ...deps,
    repo,
    revokeAccountSessions: (accountId, tx) => sessions.revokeAccountSessions(accountId, tx),
  });
  const directory = createUsersDirectory({ repo });
  const routes = { sessions, directory, users, access };

  return {
    /** For other modules' reports: `heads.presidentOf(module, state)`. */
    heads: createHeads(database.db),
    /** For the road-medicine credentials: the people and accounts they create and change. */
    logins: createLogins({ repo, passwords: deps.passwords, mail: deps.mail, sessions }),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(usersRoutes, { prefix: '/api/users', scope: 'colegio', ...routes });
      await app.register(usersRoutes, { prefix: '/api/usersINTT', scope: 'INTT', ...routes });
    },
  };
}
