import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import { createSettingsRepo } from './repo';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  clock: () => Date;
};

/** Product switches (configuraciones): today the one that opens the public's requests. */
export function createSettingsModule(deps: Deps) {
  const settings = createSettingsService({
    database: deps.database,
    repo: createSettingsRepo(deps.database.db),
    audit: deps.audit,
    clock: deps.clock,
  });
  return {
    /** For the pre-registrations module: `isPreRegisterOpen`. */
    settings,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(settingsRoutes, {
        prefix: '/api/settings',
        sessions: deps.sessions,
        settings,
      });
    },
  };
}
