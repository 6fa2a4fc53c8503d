import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/disk';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ServerKeys } from '../../keys';
import type { AuditService } from '../audit/service';
import { createAccountSwitcher } from './accounts';
import { createAttemptLimiter } from './attempt-limiter';
import { createOtpService, type Mailer } from './codes';
import { createCodesRepo } from './codes-repo';
import { createCredentialOpener } from './credentials';
import { createPasswordHasher } from './passwords';
import { createProfileService } from './profile';
import { profileRoutes } from './profile-routes';
import { createPasswordService } from './recovery';
import { createAuthRepo } from './repo';
import { authRoutes } from './routes';
import { createLoginService } from './service';
import { sessionRoutes } from './session-routes';
import { createSessionService } from './sessions';

type Deps = {
  config: Config;
  database: Database;
  keys: ServerKeys;
  mail: Mailer;
  audit: AuditService;
  storage: FileStorage;
  clock: () => Date;
};

/** Builds the accounts-and-sessions module: its services, and a function that mounts its routes. */
export function createAuthModule({ config, database, keys, mail, audit, storage, clock }: Deps) {
  const repo = createAuthRepo(database.db);
  const codes = createCodesRepo(database.db);
  // 10 tries per e-mail per 15 minutes, whatever the address they come from.
  const limiter = createAttemptLimiter({ max: 10, windowMs: 15 * 60_000 });
  const passwords = createPasswordHasher(config.passwordHashMemoryKib);
  const opener = createCredentialOpener(keys.loginPrivateKeyPem, clock);
  const sessions = createSessionService({ repo, clock });
  const otp = createOtpService({ codes, mail, secret: keys.sessionSecret, clock });
  const common = { database, repo, audit, clock };
  const login = createLoginService({ ...common, sessions, otp, passwords, opener, limiter });
  const recovery = createPasswordService({ ...common, codes, otp, mail, passwords, limiter });
  const switcher = createAccountSwitcher({ ...common, sessions });
  const profile = createProfileService({
    ...common,
    mail,
    storage,
    limiter,
    supportEmail: config.mail.supportEmail,
  });

  return {
    sessions,
    passwords,
    repo,
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
      await app.register(profileRoutes, {
        prefix: '/api',
        config,
        profile,
        sessions,
        repo,
        storage,
      });
    },
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
