import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { ReferenceService } from '../reference/service';
import { createLotsDirectory } from './directory';
import { createLotsRepo } from './repo';
import { lotsRoutes, serialInLotRoutes } from './routes';
import { createLotsService } from './service';

type Deps = {
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  reference: ReferenceService;
};

/** Certificate lots: ranges of pre-printed serials per state, and which serials are in use. */
export function createLotsModule(deps: Deps) {
  const { database, sessions, audit, reference } = deps;
  const repo = createLotsRepo(database.db);
  const stateCodes = async () => (await reference.snapshot()).data.states.map((state) => state.as);
  const directory = createLotsDirectory({ repo });
  const lots = createLotsService({ database, repo, directory, audit, stateCodes });

  return {
    /**
     * For the certificates module, which depends on lots (never the other way): `lotOfSerial`
     * while issuing, `assertReadsLots` and `assertVisible` before listing a lot's certificates;
     * and for road medicine's issue form: `searchSerial`, `freeSerialIn`, `firstFreeSerialIn`.
     */
    lots,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(lotsRoutes, { prefix: '/api/certifieldLotes', sessions, directory, lots });
      await app.register(serialInLotRoutes, { prefix: '/api/certifields', sessions, directory });
    },
  };
}
