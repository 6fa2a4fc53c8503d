import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import { createOfflineVerifyRepo } from './repo';
import { offlineVerifyRoutes } from './routes';

type Deps = { database: Database; verifyLimit: ChallengeLimit };

/** What an officer's phone keeps to check printouts without signal (decision 0037). */
export function createOfflineVerifyModule(deps: Deps) {
  const repo = createOfflineVerifyRepo(deps.database.db);
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(offlineVerifyRoutes, {
        prefix: '/api/verify',
        verifyLimit: deps.verifyLimit,
        repo,
      });
    },
  };
}
