import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { ReferenceService } from '../reference/service';
import { catalogueOf } from './catalogue';
import { createRegistersDirectory } from './directory';
import { createDoctorCheck } from './doctor-check';
import { createDoctorCheckRepo } from './doctor-check-repo';
import { doctorCheckRoutes } from './doctor-check-routes';
import { registersExportRoutes } from './export-routes';
import { inttRegistersRoutes } from './intt-routes';
import { createIssuers } from './issuers';
import { createRegistersRepo } from './repo';
import { registersRoutes } from './routes';
import { createSchoolNumbersService } from './school-numbers';
import { createRegistersService } from './service';
import { createCheckedWrite } from './writes';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  reference: ReferenceService;
  /** The public checks' per-address limit: a proof of work past it (decision 0027). */
  verifyLimit: ChallengeLimit;
  clock: () => Date;
};

/** Medics and nurses of the colleges and their college numbers; INTT reads the medics. */
export function createRegistersModule(deps: Deps) {
  const { config, database, sessions, audit, reference, verifyLimit, clock } = deps;
  const repo = createRegistersRepo(database.db, config.listDepthCap);
  const catalogue = catalogueOf(reference);
  const checkedWrite = createCheckedWrite({ database, repo, catalogue });
  const directory = createRegistersDirectory({ repo, clock });
  const registers = createRegistersService({ repo, directory, audit, catalogue, checkedWrite });
  const schoolNumbers = createSchoolNumbersService({ repo, audit, checkedWrite, clock });
  const doctorCheck = createDoctorCheck({ repo: createDoctorCheckRepo(database.db), clock });

  return {
    /** For other modules (the Excel export): the list, search and report reads. */
    directory,
    /** For the certificates module: `issuers.issuerOf(schoolNumberId, tx)`. */
    issuers: createIssuers(database.db),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(registersRoutes, {
        prefix: '/api',
        sessions,
        directory,
        registers,
        schoolNumbers,
      });
      await app.register(inttRegistersRoutes, { prefix: '/api', sessions, directory });
      await app.register(registersExportRoutes, { prefix: '/api', sessions, directory });
      await app.register(doctorCheckRoutes, { prefix: '/api', doctorCheck, verifyLimit });
    },
  };
}
