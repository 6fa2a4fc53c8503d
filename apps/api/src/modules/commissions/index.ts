import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { exchangeRateProviders, officialRateReader } from '../../adapters/exchange-rate/index';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import { createExchangeRates } from './rates';
import { createRatesRepo } from './rates-repo';
import { createCommissionsRepo } from './repo';
import { commissionsRoutes } from './routes';
import { createCommissionsService } from './service';

export type { CommissionsService } from './service';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  log: FastifyBaseLogger;
  clock: () => Date;
};

/** Amounts: the commission in dollars, the official dollar price and their product in bolívares. */
export function createCommissionsModule(deps: Deps) {
  const { config, database, clock } = deps;
  const settings = config.exchangeRate;
  const rates = createExchangeRates({
    repo: createRatesRepo(database.db),
    read: officialRateReader(exchangeRateProviders(settings), settings.timeoutMs),
    clock,
    log: deps.log,
  });
  const commissions = createCommissionsService({
    database,
    repo: createCommissionsRepo(database.db),
    rates,
    audit: deps.audit,
    clock,
  });
  return {
    /** For the payment modules: the price in force (`amount`). */
    commissions,
    /** The official rate; jobs/background-jobs.ts refreshes it, tests ask it themselves. */
    rates,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(commissionsRoutes, {
        prefix: '/api/dollarCalculation',
        config,
        sessions: deps.sessions,
        commissions,
      });
    },
  };
}
