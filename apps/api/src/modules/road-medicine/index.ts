import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { RoadCertificates, RoadPanel } from '../certificates/index';
import type { LotsService } from '../lots/service';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import type { Issuers } from '../registers/issuers';
import type { Logins } from '../users/logins';
import { roadCertificateRoutes } from './certificate-routes';
import { createCredentialUpdates } from './credential-updates';
import { createIssueFormReads } from './issue-form-reads';
import { createRoadIssue, type OperativeDoor, type ServingRule } from './issue-from-request';
import { createRoadDashboard } from './panel';
import { roadPanelRoutes } from './panel-routes';
import { preRegisterPickRoutes } from './pre-register-routes';
import { credentialRoutes } from './routes';
import { createCredentialsService } from './service';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: Mailer;
  /** The registers module's reads of a college number. */
  issuers: Pick<Issuers, 'roadMedicOf'>;
  /** The users module's door to people and accounts. */
  logins: Logins;
  /** The certificates module's door for road medicine (decision 0019). */
  certificates: RoadCertificates;
  /** The lots module's serial reads for the issue form, and the panel's lots. */
  lots: Pick<LotsService, 'searchSerial' | 'freeSerialIn' | 'firstFreeSerialIn' | 'lotsOfIssuer'>;
  /** The certificates module's panel counts. */
  roadPanel: RoadPanel;
  /** The pre-registrations module's door: the issue form's pick of a request, and serving it. */
  preRegistrations: PreRegistrationsDoor;
  /** The operatives module's gate: issuing at an operative (decision 0025). */
  operatives: OperativeDoor;
  /** The payments module's rule: a request is served once its charge settled (decision 0053). */
  payments: ServingRule;
  publicUrl: string;
  clock: () => Date;
};

/**
 * Road medicine (docs/architecture.md): the credentials of enabled medics and their certificates.
 * It owns no table: the logins are users and accounts (the users module) bound to a college
 * number (registers); the certificates and lots are those modules' (decision 0019).
 */
export function createRoadMedicineModule(deps: Deps) {
  const credentials = createCredentialsService(deps);
  const update = createCredentialUpdates({ ...deps, credentials });
  const formReads = createIssueFormReads(deps);
  const dashboard = createRoadDashboard(deps);
  const issue = createRoadIssue(deps);
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(credentialRoutes, {
        prefix: '/api/credentialMedic',
        sessions: deps.sessions,
        credentials,
        update,
      });
      await app.register(roadCertificateRoutes, {
        prefix: '/api/credentialMedic',
        sessions: deps.sessions,
        certificates: deps.certificates,
        formReads,
        issue,
      });
      await app.register(preRegisterPickRoutes, {
        prefix: '/api/certifields',
        sessions: deps.sessions,
        preRegistrations: deps.preRegistrations,
        issuers: deps.issuers,
      });
      await app.register(roadPanelRoutes, {
        prefix: '/api/credentialMedic',
        sessions: deps.sessions,
        dashboard,
      });
    },
  };
}
