import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import { createUnfitFindingsRepo } from './repo';
import { unfitFindingsRoutes } from './routes';
import { createUnfitFindingsService } from './service';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  clock: () => Date;
};

/**
 * "No apto" findings (decision 0036). The fraud report reads unfit_findings itself; nothing here
 * reaches the certificates, whose issuing a finding never refuses.
 */
export function createUnfitFindingsModule(deps: Deps) {
  const findings = createUnfitFindingsService({
    database: deps.database,
    repo: createUnfitFindingsRepo(deps.database.db),
    audit: deps.audit,
    clock: deps.clock,
  });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(unfitFindingsRoutes, {
        prefix: '/api/unfitFindings',
        sessions: deps.sessions,
        findings,
      });
    },
  };
}
