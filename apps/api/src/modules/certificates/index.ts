import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { LotsService } from '../lots/service';
import type { ReferenceService } from '../reference/service';
import type { Issuers } from '../registers/issuers';
import type { Heads } from '../users/heads';
import { createCertificatesDirectory } from './directory';
import { certificatePdfRoutes } from './pdf-routes';
import { certificateReadRoutes } from './read-routes';
import { createCertificatesRepo } from './repo';
import { certificateWriteRoutes } from './routes';
import { createCertificatesService } from './service';
import type { CertificateSigner } from './signing';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  reference: ReferenceService;
  lots: LotsService;
  issuers: Issuers;
  heads: Heads;
  /** Signs the QR of each printout. */
  signer: CertificateSigner;
  clock: () => Date;
};

/** Medical fitness certificates: issue, edit, disable, search, reports and public verification. */
export function createCertificatesModule(deps: Deps) {
  const { config, database, sessions, audit, reference, lots, issuers, heads, signer, clock } =
    deps;
  const repo = createCertificatesRepo(database.db);
  const stateCodes = async () => (await reference.snapshot()).data.states.map((state) => state.as);
  const directory = createCertificatesDirectory({ repo, heads, clock });
  const certificates = createCertificatesService({
    database,
    repo,
    directory,
    lots,
    issuers,
    audit,
    stateCodes,
    clock,
  });

  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      const prefix = '/api/certifields';
      await app.register(certificateWriteRoutes, { prefix, sessions, certificates });
      await app.register(certificateReadRoutes, { prefix, sessions, directory, config });
      await app.register(certificatePdfRoutes, { prefix, sessions, directory, signer, clock });
    },
  };
}
