import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { Issuers } from '../registers/issuers';
import type { Logins } from '../users/logins';
import { credentialRoutes } from './routes';
import { createCredentialsService } from './service';
import { createCredentialUpdates } from './updates';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: Mailer;
  /** The registers module's reads of a college number. */
  issuers: Pick<Issuers, 'roadMedicOf'>;
  /** The users module's door to people and accounts. */
  logins: Logins;
  publicUrl: string;
  clock: () => Date;
};

/**
 * Road medicine (DESIGN.md section 3): the credentials of enabled medics. It owns no table: the
 * logins are users and accounts (the users module) bound to a college number (registers).
 */
export function createRoadMedicineModule(deps: Deps) {
  const credentials = createCredentialsService(deps);
  const update = createCredentialUpdates({ ...deps, credentials });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(credentialRoutes, {
        prefix: '/api/credentialMedic',
        sessions: deps.sessions,
        credentials,
        update,
      });
    },
  };
}
