import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { MailService } from '../mail/service';
import { createDetection } from './detect';
import { createFraudRepo } from './repo';
import { fraudRoutes } from './routes';
import { createFraudReads } from './service';
import { createThresholds } from './thresholds';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: MailService;
  clock: () => Date;
};

/**
 * Fraud signals (decision 0035): detection in the database, the report, thresholds. The periodic
 * run is started with the other jobs (jobs/background-jobs.ts).
 */
export function createFraudModule(deps: Deps) {
  const { config, database, clock } = deps;
  const detection = createDetection({
    database,
    mail: deps.mail,
    publicUrl: config.publicUrl,
    clock,
  });
  const thresholds = createThresholds({ database, audit: deps.audit, clock });
  const reads = createFraudReads(createFraudRepo(database.db));
  return {
    detection,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(fraudRoutes, {
        prefix: '/api/fraudSignals',
        sessions: deps.sessions,
        reads,
        thresholds,
        detection,
      });
    },
  };
}
