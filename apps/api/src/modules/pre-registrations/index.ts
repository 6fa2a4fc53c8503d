import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import type { Captcha } from '../captcha/service';
import type { ReferenceService } from '../reference/service';
import { createPreRegistrationsDirectory } from './directory';
import { createPaidRequests } from './paid';
import { createRequestProof, payableStoreOf } from './proof';
import { createProofRepo } from './proof-repo';
import { createPreRegistrationsRepo } from './repo';
import { preRegisterRoutes } from './routes';
import { createPreRegistrationsService } from './service';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  mail: Mailer;
  reference: ReferenceService;
  /** The captcha module's check of a solved challenge. */
  captcha: Captcha;
  /** The settings module's switch. */
  settings: { isPreRegisterOpen(): Promise<boolean> };
  /** The server secret one-time codes are keyed with (a repeated request's proof). */
  secret: Buffer;
  clock: () => Date;
};

/** The public's requests for a certificate (solicitar-certificado, Lista-preRegistro). */
export function createPreRegistrationsModule(deps: Deps) {
  const { config, database, sessions, reference } = deps;
  const repo = createPreRegistrationsRepo(database.db, config.listDepthCap);
  const requests = createPreRegistrationsService({ ...deps, repo });
  const directory = createPreRegistrationsDirectory({ repo, reference });
  const proof = createRequestProof({ ...deps, proofs: createProofRepo(database.db), repo });

  return {
    /**
     * For road medicine, its one door into this module: the issue form's search and pick
     * (searchPreRegister, getOneItemSearch) and serving a request inside the issuing transaction.
     */
    preRegistrations: {
      search: directory.search,
      one: directory.one,
      serve: requests.serve,
      /**
       * For the payments module (createPreregisterPay and C2P charges): the municipality check,
       * the request stored or, proven its owner's by an e-mailed code, the open one reused
       * (inside the payment's first transaction, decision 0051), the request locked for a
       * charge, and marked paid with the payment's approval.
       */
      assertMunicipalityOf: requests.assertMunicipalityOf,
      payableStore: payableStoreOf(proof, requests.store),
      ...createPaidRequests(),
      /** For the operatives module: a municipality's open requests (its count and its notices). */
      openIn: repo.openIn,
    },
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(preRegisterRoutes, {
        prefix: '/api/preRegister',
        config,
        sessions,
        requests,
        directory,
      });
    },
  };
}
export type PreRegistrationsDoor = ReturnType<
  typeof createPreRegistrationsModule
>['preRegistrations'];
