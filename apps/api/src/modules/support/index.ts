import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionService } from '../auth/sessions';
import { createSupportRepo } from './repo';
import { supportRoutes } from './routes';
import { createSupportService } from './service';

type Deps = { config: Config; database: Database; mail: Mailer; sessions: SessionService };

/** Contact messages to technical support (soporte-tecnico). */
export function createSupportModule({ config, database, mail, sessions }: Deps) {
  const repo = createSupportRepo(database.db);
  const support = createSupportService({
    database,
    repo,
    mail,
    supportEmail: config.mail.supportEmail,
  });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(supportRoutes, { prefix: '/api', config, sessions, support });
    },
  };
}
