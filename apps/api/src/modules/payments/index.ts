import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { Captcha } from '../captcha/service';
import type { PaidCertificates } from '../certificates/index';
import type { OperativeGate } from '../operatives/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import { createCharges } from './charge';
import { createReceipts } from './receipts';
import { createReconciliation, type ReconcileDeps } from './reconcile';
import { createPaymentsRepo } from './repo';
import { paymentsRoutes } from './routes';
import { createPhoneSeal } from './seal';
import { createPaymentsService } from './service';
import { createServingRule } from './serving';
import { createSettlement } from './settlement';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: Mailer;
  gateway: PaymentGateway;
  /** The server's secret sealing the payer's phone (ServerKeys.paymentSealKey). */
  sealKey: string;
  captcha: Captcha;
  settings: { isPreRegisterOpen(): Promise<boolean> };
  /** The commissions module's price in force. */
  commissions: { amount(): Promise<{ amountBolivares: string }> };
  preRegistrations: PreRegistrationsDoor;
  /** The certificates module's door: a served request's certificate paid by its approval. */
  certificates: Pick<PaidCertificates, 'payWith'>;
  /** The operatives module's gate: charging at an operative (decision 0025). */
  operatives: Pick<OperativeGate, 'inProgressFor'>;
  log: FastifyBaseLogger;
  clock: () => Date;
};

/** Grace after a charge's timeout before its first search: the bank files it in the meantime. */
export const FIRST_CHECK_MS = 60_000;

/** The parts that settle payments, apart from HTTP: the reconciliation's tests build them too. */
export function createPaymentsCore(
  deps: Pick<
    Deps,
    'config' | 'database' | 'audit' | 'mail' | 'gateway' | 'sealKey' | 'certificates' | 'clock'
  > & {
    requests: Pick<PreRegistrationsDoor, 'lockForPayment' | 'markPaid'>;
    log: ReconcileDeps['log'];
  },
) {
  const { config, database, gateway, clock, log } = deps;
  const repo = createPaymentsRepo(database.db);
  const seal = createPhoneSeal(deps.sealKey);
  const settlement = createSettlement({ ...deps, repo, seal, publicUrl: config.publicUrl });
  const { intervalMs, giveUpMs } = config.payments.reconcile;
  const reconciliation = createReconciliation({
    repo,
    gateway,
    seal,
    settlement,
    intervalMs,
    giveUpMs,
    log,
    clock,
  });
  return { repo, seal, settlement, reconciliation };
}

/** C2P charges (decision 0024) and the reconciliation of the pending ones. */
export function createPaymentsModule(deps: Deps) {
  const { config, preRegistrations } = deps;
  const core = createPaymentsCore({ ...deps, requests: preRegistrations });
  const charges = createCharges({
    ...deps,
    ...core,
    requests: preRegistrations,
    timeoutMs: config.payments.timeoutMs,
    firstCheckMs: FIRST_CHECK_MS,
  });
  const payments = createPaymentsService({ ...deps, charges, requests: preRegistrations });
  const receipts = createReceipts(core);

  return {
    /** Run every so often by jobs/background-jobs.ts; tests call runOnce themselves. */
    reconciliation: core.reconciliation,
    /** For road medicine: serving a request waits for its pending charge (decision 0053). */
    serving: createServingRule(core.repo),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(paymentsRoutes, { config, sessions: deps.sessions, payments, receipts });
    },
  };
}
