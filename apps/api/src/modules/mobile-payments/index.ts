import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { RoadCertificates } from '../certificates/index';
import type { CommissionsService } from '../commissions/index';
import type { OperativeGate } from '../operatives/index';
import { createPaymentsListRepo } from './list-repo';
import { paymentsListRoutes } from './list-routes';
import { createIssueAgainstPayment } from './pay';
import { createPaymentsReads } from './reads';
import { createMobilePaymentsRepo } from './repo';
import { mobilePaymentSearchRoutes, payCertificateRoutes } from './routes';
import { createMobilePaymentSearch } from './search';
import { createPaymentsSummaryRepo } from './summary-repo';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  /** The bank (decision 0023): only its mobile-payment search is used here. */
  gateway: Pick<PaymentGateway, 'searchMobilePayments'>;
  /** The certificates module's door for road medicine: issuing against the payment. */
  certificates: Pick<RoadCertificates, 'issue' | 'assertRoadSession'>;
  /** The commissions module's price in force. */
  commissions: Pick<CommissionsService, 'amount'>;
  /** The operatives module's gate: issuing at an operative (decision 0025). */
  operatives: Pick<OperativeGate, 'issuingAt'>;
  clock: () => Date;
};

/**
 * Mobile payments (decision 0023): a doctor finds a payment at the bank and issues a
 * certificate against it, once; the list of payments (C2P charges and mobile payments) and the
 * panel's money figures. It reads and adds rows of `payments`, whose C2P charges are the
 * payments module's.
 */
export function createMobilePaymentsModule(deps: Deps) {
  const { config, database, sessions, certificates } = deps;
  const repo = createMobilePaymentsRepo(database.db);
  const search = createMobilePaymentSearch({ gateway: deps.gateway, repo });
  const issueAgainstPayment = createIssueAgainstPayment({ ...deps, search, repo });
  const reads = createPaymentsReads({
    list: createPaymentsListRepo(database.db),
    summary: createPaymentsSummaryRepo(database.db),
    clock: deps.clock,
  });
  return {
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(mobilePaymentSearchRoutes, {
        prefix: '/api/preRegister',
        config,
        sessions,
        search,
      });
      await app.register(payCertificateRoutes, {
        prefix: '/api/credentialMedic',
        sessions,
        certificates,
        issueAgainstPayment,
      });
      await app.register(paymentsListRoutes, { prefix: '/api/payments', sessions, reads });
    },
  };
}
