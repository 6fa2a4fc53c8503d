import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { CommissionsService } from '../commissions/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import { operativeReadRoutes } from './read-routes';
import { createOperativeReads } from './reads';
import { createOperativesRepo } from './repo';
import { OPERATIVES_PREFIX, operativeWriteRoutes } from './routes';
import { createOperativesService } from './service';

export { createOperativeGate, type OperativeGate } from './gate';
export { createUpcomingOperatives } from './upcoming';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: Mailer;
  /** The commissions module's price in force (`amount()`). */
  commissions: Pick<CommissionsService, 'amount'>;
  /** The pre-registrations door: the municipality check and its open requests. */
  preRegistrations: Pick<PreRegistrationsDoor, 'assertMunicipalityOf' | 'openIn'>;
  clock: () => Date;
};

/**
 * Field operatives (decision 0025): a road-medicine doctor's days in a municipality, announced to
 * its open requests by e-mail, started, finished (figures frozen), cancelled or rescheduled; and
 * their reads (history, details, applicants, figures).
 */
export function createOperativesModule(deps: Deps) {
  const { database, sessions, clock, commissions } = deps;
  const repo = createOperativesRepo(database.db);
  const operatives = createOperativesService({ ...deps, repo });
  const reads = createOperativeReads({ db: database.db, clock, commissions });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      const prefix = OPERATIVES_PREFIX;
      await app.register(operativeWriteRoutes, { prefix, sessions, operatives });
      await app.register(operativeReadRoutes, { prefix, sessions, reads });
    },
  };
}
