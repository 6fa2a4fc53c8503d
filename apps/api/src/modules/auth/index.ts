import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { SharedCounters } from '../../adapters/redis/link';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ServerKeys } from '../../keys/server-keys';
import type { ProofOfWork } from '../../plugins/challenge-limit';
import type { AuditService } from '../audit/service';
import type { Captcha } from '../captcha/service';
import { createAccountSwitcher } from './accounts';
import { createAttemptLimiter } from './attempt-limiter';
import { createOtpService } from './codes';
import { createCodesRepo } from './codes-repo';
import { createCredentialOpener } from './credentials';
import { createFailedSignIns } from './failed-sign-ins';
import { createPasswordHasher } from './passwords';
import { createPasswordService } from './recovery';
import { createAuthRepo } from './repo';
import { authRoutes } from './routes';
import { codeOnly, createSecondStepStart, type SecondStep } from './second-step';
import { createLoginService, type LoginEligibility } from './service';
import { sessionRoutes } from './session-routes';
import { createSessionUsers, type SchoolNumberCards } from './session-user';
import { createSessionService } from './sessions';
import { createSignInGuard } from './sign-in-guard';

type Deps = {
  config: Config;
  database: Database;
  keys: ServerKeys;
  mail: Mailer;
  audit: AuditService;
  /** Road-medicine accounts show their college number (the registers module reads it). */
  schoolNumbers: SchoolNumberCards;
  /** Sign-in rules of other modules (road medicine: only while enabled and solvent). */
  eligibility?: LoginEligibility;
  /** Checks the proof of work of the public recovery form. */
  captcha: Captcha;
  /** Challenges and their check: repeated failed sign-ins ask for work (decision 0049). */
  proofOfWork: ProofOfWork;
  /** Redis, when configured: the per-e-mail attempts count across processes (decision 0026). */
  shared?: SharedCounters | undefined;
  /** Passkeys (decision 0034): when the e-mailed code may finish a sign-in, what a reset removes. */
  secondStep?: SecondStep;
  clock: () => Date;
};

/** Builds the sign-in module (login, terms, codes, sessions, recovery) and mounts its routes. */
export function createAuthModule(deps: Deps) {
  const { config, database, keys, mail, audit, schoolNumbers, clock } = deps;
  const repo = createAuthRepo(database.db);
  const codes = createCodesRepo(database.db);
  // 10 tries per e-mail per 15 minutes, whatever the address: codes, recovery, the lookup.
  const limiter = createAttemptLimiter({ max: 10, windowMs: 15 * 60_000, shared: deps.shared });
  const passwords = createPasswordHasher(config.passwordHashMemoryKib);
  const opener = createCredentialOpener(keys.loginPrivateKeyPem, clock);
  const sessions = createSessionService({ repo, codes, clock });
  const sessionUsers = createSessionUsers({ repo, schoolNumbers });
  const otp = createOtpService({ codes, mail, secret: keys.sessionSecret, clock });
  const common = { database, repo, audit, clock };
  const login = createLoginService({
    ...common,
    sessions,
    sessionUsers,
    otp,
    passwords,
    opener,
    limiter,
    guard: createSignInGuard({ proofOfWork: deps.proofOfWork, shared: deps.shared, clock }),
    failures: createFailedSignIns({ ...common, mail }),
    ...(deps.eligibility ? { eligibility: deps.eligibility } : {}),
    ...(deps.secondStep ? { secondStep: deps.secondStep } : {}),
  });
  const { captcha } = deps;
  const recovery = createPasswordService({
    ...common,
    codes,
    otp,
    mail,
    passwords,
    limiter,
    captcha,
    ...(deps.secondStep ? { secondStep: deps.secondStep } : {}),
  });
  const switcher = createAccountSwitcher({
    ...common,
    sessions,
    otp,
    startSecondStep: createSecondStepStart({
      sessions,
      otp,
      secondStep: deps.secondStep ?? codeOnly,
    }),
    ...(deps.eligibility ? { eligibility: deps.eligibility } : {}),
  });

  return {
    /** Guards of every module: the session of a bearer token. */
    sessions,
    /** The session user a module answers after changing the signed-in person (the profile). */
    sessionUsers,
    passwords,
    /** The per-e-mail attempt limit, shared with the profile's lookup by e-mail. */
    limiter,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(authRoutes, {
        prefix: '/api',
        config,
        login,
        passwords: recovery,
        sessions,
      });
      await app.register(sessionRoutes, {
        prefix: '/api',
        opener,
        login,
        sessions,
        switcher,
        repo,
      });
    },
  };
}
