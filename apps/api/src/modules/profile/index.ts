import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import type { SessionUsers } from '../auth/session-user';
import type { SessionService } from '../auth/sessions';
import type { Captcha } from '../captcha/service';
import { createProfileRepo } from './repo';
import { profileRoutes } from './routes';
import { createProfileService } from './service';

type Deps = {
  config: Config;
  database: Database;
  audit: AuditService;
  storage: FileStorage;
  /** From the auth module: the guards, the session user it answers, the per-e-mail limit. */
  sessions: SessionService;
  sessionUsers: SessionUsers;
  limiter: AttemptLimiter;
  /** The proof of work the public lookup by e-mail carries. */
  captcha: Captcha;
};

/** The signed-in person's own data (DatosPersonales, ActualizarDatos): phones and photo. */
export function createProfileModule(deps: Deps) {
  const { config, database, audit, storage, sessions, sessionUsers, limiter, captcha } = deps;
  const repo = createProfileRepo(database.db);
  const profile = createProfileService({ database, repo, audit, storage, limiter, captcha });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(profileRoutes, {
        prefix: '/api',
        config,
        profile,
        sessions,
        sessionUsers,
        storage,
      });
    },
  };
}
