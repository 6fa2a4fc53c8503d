import type { FastifyInstance } from 'fastify';
import { createSmtpTransport } from './adapters/mail/smtp';
import type { PaymentGateway } from './adapters/payments/gateway';
import { openPaymentGateway } from './adapters/payments/index';
import { openStorage } from './adapters/storage/index';
import { createServer } from './app-server';
import type { Config } from './config';
import type { Database } from './db/client';
import { startBackgroundJobs } from './jobs/background-jobs';
import { loadServerKeys, type ServerKeys } from './keys/server-keys';
import { createApiKeysModule } from './modules/api-keys/index';
import { createAuditService } from './modules/audit/service';
import { createAuthModule } from './modules/auth/index';
import { createCaptchaModule } from './modules/captcha/index';
import { createCertificatesModule } from './modules/certificates/index';
import { createCommissionsModule } from './modules/commissions/index';
import { createFraudModule } from './modules/fraud/index';
import { healthRoutes } from './modules/health/routes';
import { createLotsModule } from './modules/lots/index';
import { createMailService, SEND_LANES } from './modules/mail/service';
import { createMobilePaymentsModule } from './modules/mobile-payments/index';
import { createOfflineVerifyModule } from './modules/offline-verify/index';
import {
  createOperativeGate,
  createOperativesModule,
  createUpcomingOperatives,
} from './modules/operatives/index';
import { createPasskeysModule } from './modules/passkeys/index';
import { createPaymentsModule } from './modules/payments/index';
import { createPreRegistrationsModule } from './modules/pre-registrations/index';
import { createProfileModule } from './modules/profile/index';
import { createReferenceRepo } from './modules/reference/repo';
import { referenceRoutes } from './modules/reference/routes';
import { createReferenceService } from './modules/reference/service';
import { createRegistersModule } from './modules/registers/index';
import { createIssuers } from './modules/registers/issuers';
import { createRoadMedicineModule } from './modules/road-medicine/index';
import { roadLoginEligibility } from './modules/road-medicine/policy';
import { createSettingsModule } from './modules/settings/index';
import { createSupportModule } from './modules/support/index';
import { createUnfitFindingsModule } from './modules/unfit-findings/index';
import { createUsersModule } from './modules/users/index';
import { createChallengeLimit } from './plugins/challenge-limit';
import { verifyPerMinute } from './plugins/rate-limit';
import { webPlugin } from './plugins/web';

export type AppDeps = {
  database: Database;
  /** Server secrets; read or generated under DATA_DIR when not given (tests pass their own). */
  keys?: ServerKeys;
  clock?: () => Date;
  /** The bank; when absent, the configured one (the sandbox bank by default, decision 0023). */
  paymentGateway?: PaymentGateway;
  /** Where the log lines go instead of stdout (tests read what the server says). */
  logStream?: { write(line: string): void };
};

/** Builds the whole HTTP application; `server.ts` listens, tests `inject`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const { app, redis, routeGuards } = await createServer(config, deps.logStream);

  const { database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const transport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl, SEND_LANES)
    : undefined;
  const mail = createMailService({
    db: database.db,
    transport,
    from: config.mail.from,
    log: app.log.child({ module: 'mail' }),
    clock,
  });
  // Closed after the outbox sender stops (jobs are started last, so their hook runs first).
  app.addHook('onClose', async () => {
    await transport?.close();
  });
  // The bank: a sandbox bank in this process unless PAYMENT_GATEWAY=mercantil (decision 0023).
  const payments = deps.paymentGateway
    ? { gateway: deps.paymentGateway, close: async () => {} }
    : await openPaymentGateway(config.payments, app.log.child({ module: 'payments' }));
  app.addHook('onClose', payments.close);

  const audit = createAuditService();
  const keys = deps.keys ?? loadServerKeys(config);
  // The proof of work of the public forms; modules with such a form are given `captcha`.
  const captchaModule = createCaptchaModule({ config, database, hmacKey: keys.captchaHmacKey });
  const { captcha } = captchaModule;
  // Public certificate checks: past the per-address count, a proof of work (decision 0027).
  const verifyLimit = createChallengeLimit(app, {
    proofOfWork: captchaModule.proofOfWork,
    perMinute: verifyPerMinute(config),
  });
  // A stateless reader, built ahead of the registers module (which needs auth's sessions).
  const numbers = createIssuers(database.db);
  // The operatives module's door for issuing and charging at an operative (certificates, payments).
  const operativeGate = createOperativeGate(database.db);
  // Passkeys bend the sign-in's e-mailed code and the password reset (decision 0034).
  const passkeysModule = createPasskeysModule({ config, database, audit, mail, clock });
  const auth = createAuthModule({
    config,
    database,
    keys,
    mail,
    audit,
    schoolNumbers: numbers,
    eligibility: roadLoginEligibility(numbers, clock),
    captcha,
    proofOfWork: captchaModule.proofOfWork,
    shared: redis,
    secondStep: passkeysModule.secondStep,
    clock,
  });
  const reference = createReferenceService({
    repo: createReferenceRepo(database.db),
    map: config.map,
  });
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(referenceRoutes, { prefix: '/api', reference });
  await captchaModule.registerRoutes(app);
  await auth.registerRoutes(app);
  const { sessions, sessionUsers, passwords, limiter } = auth;
  await passkeysModule.registerRoutes(app, { sessions, sessionUsers });
  const storage = await openStorage(config);
  const profile = { config, database, audit, storage, sessions, sessionUsers, limiter, captcha };
  await createProfileModule(profile).registerRoutes(app);
  await createSupportModule({ config, database, mail, sessions }).registerRoutes(app);
  const people = { database, sessions, passwords, audit, mail, reference };
  const usersModule = createUsersModule({ ...people, publicUrl: config.publicUrl });
  await usersModule.registerRoutes(app);
  const registersModule = createRegistersModule({
    config,
    database,
    sessions,
    audit,
    reference,
    verifyLimit,
    clock,
  });
  await registersModule.registerRoutes(app);
  const lotsModule = createLotsModule({ database, sessions, audit, reference });
  await lotsModule.registerRoutes(app);
  const certificatesModule = createCertificatesModule({
    config,
    database,
    sessions,
    audit,
    reference,
    lots: lotsModule.lots,
    issuers: registersModule.issuers,
    heads: usersModule.heads,
    keys: keys.certificates,
    verifyLimit,
    clock,
    log: app.log.child({ module: 'certificates' }),
    // The holder's copy and expiry reminders (decision 0087).
    mail,
    stopSecret: keys.sessionSecret,
    nextOperatives: createUpcomingOperatives(database.db),
  });
  await certificatesModule.registerRoutes(app);
  await createOfflineVerifyModule({ database, verifyLimit }).registerRoutes(app);
  // "No apto" findings (decision 0036): recorded by issuing doctors, warned of on the issue forms.
  await createUnfitFindingsModule({ database, sessions, audit, clock }).registerRoutes(app);
  const settingsModule = createSettingsModule({ database, sessions, audit, clock });
  await settingsModule.registerRoutes(app);
  const commissionsModule = createCommissionsModule({
    config,
    database,
    sessions,
    audit,
    log: app.log.child({ module: 'exchange-rate' }),
    clock,
  });
  await commissionsModule.registerRoutes(app);
  const preRegistrationsModule = createPreRegistrationsModule({
    config,
    database,
    sessions,
    audit,
    mail,
    reference,
    captcha,
    settings: settingsModule.settings,
    secret: keys.sessionSecret,
    clock,
  });
  await preRegistrationsModule.registerRoutes(app);
  // C2P charges of the public's requests and their reconciliation (decision 0024).
  const paymentsModule = createPaymentsModule({
    config,
    database,
    sessions,
    audit,
    mail,
    gateway: payments.gateway,
    sealKey: keys.paymentSealKey,
    captcha,
    settings: settingsModule.settings,
    commissions: commissionsModule.commissions,
    preRegistrations: preRegistrationsModule.preRegistrations,
    certificates: certificatesModule.paid,
    operatives: operativeGate,
    log: app.log.child({ module: 'payments' }),
    clock,
  });
  await paymentsModule.registerRoutes(app);
  await createRoadMedicineModule({
    database,
    sessions,
    audit,
    mail,
    issuers: registersModule.issuers,
    logins: usersModule.logins,
    certificates: certificatesModule.road,
    roadPanel: certificatesModule.roadPanel,
    preRegistrations: preRegistrationsModule.preRegistrations,
    operatives: operativeGate,
    payments: paymentsModule.serving,
    lots: lotsModule.lots,
    publicUrl: config.publicUrl,
    clock,
  }).registerRoutes(app);
  // Mobile payments found at the bank, the certificates issued against them, the payments list.
  await createMobilePaymentsModule({
    config,
    database,
    sessions,
    audit,
    gateway: payments.gateway,
    certificates: certificatesModule.road,
    commissions: commissionsModule.commissions,
    operatives: operativeGate,
    clock,
  }).registerRoutes(app);
  // Field operatives: planned, announced, started and finished by road-medicine doctors.
  await createOperativesModule({
    database,
    sessions,
    audit,
    mail,
    commissions: commissionsModule.commissions,
    preRegistrations: preRegistrationsModule.preRegistrations,
    clock,
  }).registerRoutes(app);

  // Fraud signals (decision 0035): the report, its thresholds and the detection job.
  const fraudModule = createFraudModule({ config, database, sessions, audit, mail, clock });
  await fraudModule.registerRoutes(app);
  // API keys, the certificate change feed and webhooks (decisions 0085, 0086).
  const apiKeysModule = createApiKeysModule({ config, database, sessions, audit, keys, clock });
  await apiKeysModule.registerRoutes(app);
  startBackgroundJobs(app, {
    config,
    mail,
    smtpConfigured: transport !== undefined,
    rates: commissionsModule.rates,
    detection: fraudModule.detection,
    reconciliation: paymentsModule.reconciliation,
    webhooks: apiKeysModule.webhooks,
    reminders: certificatesModule.reminders,
    log: app.log,
  });

  routeGuards.seal();
  await app.register(webPlugin, { config });
  return app;
}
